#include "dicebox/net/shared_history.hpp"

namespace dicebox::net {

void SharedHistory::write(const char* doing, const std::function<void(dicebox::db::Store&)>& work) {
    const std::scoped_lock lock(writing_);
    store_.transaction(doing, [&] { work(store_); });
}

void SharedHistory::alone(const std::function<void()>& work) {
    const std::scoped_lock lock(writing_);
    work();
}

}  // namespace dicebox::net
