#include "dicebox/check/findings.hpp"

namespace dicebox::check {

void Findings::add(std::string finding) {
    if (kept_.size() < kKept) kept_.push_back(std::move(finding));
    ++count_;
}

}  // namespace dicebox::check
