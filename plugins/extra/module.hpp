// The EXTRA! module, for the plugin's entry point and for the expert's trainer.
#pragma once

#include "dicebox/module.hpp"

namespace dicebox::extra {

const dicebox::GameModule* module();

}  // namespace dicebox::extra
