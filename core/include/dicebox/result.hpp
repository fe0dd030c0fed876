// A value or the reason why there is none: in words by default, or a refusal of a kind
// that each front end words itself (host/refusal.hpp).
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace dicebox {

template <class T, class Reason = std::string>
class Result {
  public:
    Result(T value) : value_(std::move(value)) {}  // NOLINT: implicit by design
    static Result failure(Reason reason) { return Result(std::move(reason), 0); }

    explicit operator bool() const { return value_.has_value(); }
    const T& operator*() const { return *value_; }
    const T* operator->() const { return &*value_; }
    const Reason& error() const { return error_; }

  private:
    Result(Reason reason, int) : error_(std::move(reason)) {}
    std::optional<T> value_;
    Reason error_{};
};

}  // namespace dicebox
