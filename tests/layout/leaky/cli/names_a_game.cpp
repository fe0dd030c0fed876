// A front end that knows a game by name: what the layout test must find.
#include <string>

std::string the_game() {
    return "strike";
}
