// The game API's layer knowing a game by name: what the layout test must find.
#include <string>

std::string the_game() {
    return "extra";
}
