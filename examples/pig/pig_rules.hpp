// The rules of Pig that a game is set up with (README.md): its parameters.
#pragma once

#include <nlohmann/json.hpp>

#include "dicebox/params.hpp"

namespace pig {

struct PigRules {
    int target = 100;     // the score that wins, once banked
    int losing_face = 1;  // the face that loses the turn total

    static const dicebox::ParamSchema& schema();
    // From parameters that schema().resolve() has checked.
    static PigRules from_params(const nlohmann::json& params);
};

}  // namespace pig
