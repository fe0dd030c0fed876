// Reading a state back from its JSON (GameModule::state_from_json): each helper throws
// std::invalid_argument saying which field is wrong and what it must be.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace dicebox::state_json {

// The member `name` of `object`; `where` names the object in the message.
const nlohmann::json& field(const nlohmann::json& object, const char* name,
                            const std::string& where);
// An integer from lo to hi; `what` names it in the message.
int int_in(const nlohmann::json& value, int lo, int hi, const std::string& what);
bool bool_in(const nlohmann::json& value, const std::string& what);

}  // namespace dicebox::state_json
