// A server's history, written by the work of several tables at once, each on a thread of
// its own: one writer at a time, each in a transaction of its own. A table writes after
// its rules have run, never while they run, so that a slow house rule holds up no other
// table's writing.
#pragma once

#include <functional>
#include <mutex>

#include "dicebox/db/store.hpp"

namespace dicebox::net {

class SharedHistory {
  public:
    explicit SharedHistory(dicebox::db::Store& store) : store_(store) {}

    // Runs `work` in one transaction of the history, once no other thread writes it.
    // Throws db::StoreError.
    void write(const char* doing, const std::function<void(dicebox::db::Store&)>& work);
    // Runs `work` once no other thread uses the history, outside a transaction: a table
    // let go of, whose recorder's prepared statements go with it.
    void alone(const std::function<void()>& work);
    // The history to read, before any table's work has begun (a server taking its tables up).
    dicebox::db::Store& store() { return store_; }

  private:
    dicebox::db::Store& store_;
    std::mutex writing_;
};

}  // namespace dicebox::net
