// A value or the reason, in words, why there is none.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace dicebox {

template <class T>
class Result {
  public:
    Result(T value) : value_(std::move(value)) {}  // NOLINT: implicit by design
    static Result failure(std::string reason) { return Result(std::move(reason), 0); }

    explicit operator bool() const { return value_.has_value(); }
    const T& operator*() const { return *value_; }
    const T* operator->() const { return &*value_; }
    const std::string& error() const { return error_; }

  private:
    Result(std::string reason, int) : error_(std::move(reason)) {}
    std::optional<T> value_;
    std::string error_;
};

}  // namespace dicebox
