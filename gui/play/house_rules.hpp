// The house rules the app offers for a game: the scripts found in the catalog's folders
// that load, each with what its table says about it.
#pragma once

#include <QString>
#include <string>
#include <vector>

#include "window/catalog.hpp"

namespace dicebox::gui {

struct HouseRule {
    std::string game;  // the module id it is written for
    QString name;
    QString file;
    QString description;
};

// Every script of catalog.rule_files() that loads, in that order. Each is a Lua script run
// to read its table, so a view reads them once. A script that does not load is left to
// `dicebox rules list`, which says why.
std::vector<HouseRule> house_rules(const Catalog& catalog);

}  // namespace dicebox::gui
