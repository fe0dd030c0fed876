#include "pig_rules.hpp"

namespace pig {

const dicebox::ParamSchema& PigRules::schema() {
    using Type = dicebox::ParamSpec::Type;
    static const dicebox::ParamSchema schema({
        {"target", Type::Int, 100, 10, 1000, 0, 0,
         "The score to bank to win: the first player whose bank reaches it wins"},
        {"losing_face", Type::Int, 1, 1, 6, 0, 0,
         "The face that loses the turn: rolled, the turn total is lost and the turn passes"},
    });
    return schema;
}

PigRules PigRules::from_params(const nlohmann::json& params) {
    return {params.at("target").get<int>(), params.at("losing_face").get<int>()};
}

}  // namespace pig
