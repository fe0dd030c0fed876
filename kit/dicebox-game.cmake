# Building a game for dicebox: the functions of the kit, the same for the games shipped
# with dicebox and for yours (docs/writing-a-game.md).
#
#   dicebox_add_game(<id> <source>...)
#     The game's rules: the plugin dicebox-<id>.so, which exports only its entry point
#     (DICEBOX_DEFINE_PLUGIN, dicebox/plugin_abi.hpp). Target <id>.
#   dicebox_add_board(<id> <source>...)
#     Its board in the desktop app, boards/dicebox-<id>-board.so beside the rules, which
#     the rules plugin names (DICEBOX_DEFINE_BOARD, dicebox/board/board_abi.hpp). Target
#     <id>_board; needs the kit's board part (find_package(dicebox COMPONENTS board)).
#   dicebox_add_web_board(<id> <folder>)
#     Its board in a browser: the files under <folder> (the game's web/; not a folder tests/
#     nor a file or folder whose name begins with a dot), copied into web/<id>/ beside the
#     plugins whenever one changes, where `dicebox serve` serves them as /games/<id>/...
#     Target <id>_web. Its modules may import the web board kit, which the web client
#     serves, by the path a browser asks for: import {die} from '/js/board_kit/svg.js'.
#   dicebox_add_web_board_tests(<id> <folder>)
#     Its web board's tests, labelled web: each <folder>/tests/<name>.test.mjs under Node's
#     test runner (<id>_web_<name>_test), which finds the web board kit where a browser
#     does, and the JSDoc types of <folder>/*.js under TypeScript's compiler
#     (<id>_web_board_types). Without `node` or `tsc` on the machine, that test is left out.
#
# Both are built into DICEBOX_PLUGIN_OUTPUT_DIR (by default <build>/plugins), the folder
# to give `dicebox --plugin-dir`, and installed into DICEBOX_PLUGIN_INSTALL_DIR (by
# default lib/dicebox/plugins), the folder an installed dicebox loads its games from; as
# the install components DICEBOX_GAME_COMPONENT and DICEBOX_BOARD_COMPONENT when set.
include_guard(GLOBAL)

if(NOT DEFINED DICEBOX_PLUGIN_OUTPUT_DIR)
  set(DICEBOX_PLUGIN_OUTPUT_DIR ${CMAKE_BINARY_DIR}/plugins)
endif()
if(NOT DEFINED DICEBOX_PLUGIN_INSTALL_DIR)
  set(DICEBOX_PLUGIN_INSTALL_DIR lib/dicebox/plugins)
endif()

# A plugin of the kit: hidden symbols but its entry point, and every symbol resolved when
# it is linked. Core is linked in statically; --exclude-libs keeps its symbols out of the
# plugin's exports, so that a plugin's copy never stands in for the host's (or another
# plugin's) and AddressSanitizer sees no global defined twice.
function(_dicebox_plugin_library target output_name output_dir)
  set_target_properties(${target} PROPERTIES
    PREFIX ""
    OUTPUT_NAME ${output_name}
    LIBRARY_OUTPUT_DIRECTORY ${output_dir}
    CXX_VISIBILITY_PRESET hidden
    VISIBILITY_INLINES_HIDDEN ON)
  target_link_options(${target} PRIVATE -Wl,--no-undefined -Wl,--exclude-libs,ALL)
endfunction()

# install(TARGETS) of a plugin into `folder`, as `component` when it is set.
function(_dicebox_install_plugin target folder component)
  if(component)
    set(as_component COMPONENT ${component})
  endif()
  install(TARGETS ${target} LIBRARY DESTINATION ${folder} ${as_component})
endfunction()

function(dicebox_add_game id)
  add_library(${id} MODULE ${ARGN})
  target_link_libraries(${id} PRIVATE dicebox::core dicebox::terminal)
  _dicebox_plugin_library(${id} dicebox-${id} ${DICEBOX_PLUGIN_OUTPUT_DIR})
  _dicebox_install_plugin(${id} ${DICEBOX_PLUGIN_INSTALL_DIR} "${DICEBOX_GAME_COMPONENT}")
endfunction()

function(dicebox_add_board id)
  if(NOT TARGET dicebox::board)
    message(FATAL_ERROR "dicebox_add_board(${id}): the board kit is missing; ask for it with "
                        "find_package(dicebox REQUIRED COMPONENTS board)")
  endif()
  add_library(${id}_board MODULE ${ARGN})
  target_link_libraries(${id}_board PRIVATE dicebox::board dicebox::core)
  _dicebox_plugin_library(${id}_board dicebox-${id}-board ${DICEBOX_PLUGIN_OUTPUT_DIR}/boards)
  set_target_properties(${id}_board PROPERTIES
    AUTOMOC ON
    # Installed, it finds the board kit two folders up (lib/dicebox), wherever the prefix.
    INSTALL_RPATH "$ORIGIN/../..")
  # The rules plugin names its board by this file name (DICEBOX_PLUGIN_BOARD).
  target_compile_definitions(${id} PRIVATE
    DICEBOX_BOARD_FILE="boards/$<TARGET_FILE_NAME:${id}_board>")
  _dicebox_install_plugin(${id}_board ${DICEBOX_PLUGIN_INSTALL_DIR}/boards
                          "${DICEBOX_BOARD_COMPONENT}")
endfunction()

# Copies the files under `from` (not in a folder tests/ nor a name beginning with a dot) into
# `to`, each again whenever it changes; a new file is found when the build is configured
# again, which CONFIGURE_DEPENDS does by itself. Target `target`, built with ALL.
function(dicebox_copy_web_files target from to)
  file(GLOB_RECURSE files CONFIGURE_DEPENDS RELATIVE ${from} ${from}/*)
  list(FILTER files EXCLUDE REGEX "(^|/)(\\.|tests/)")
  set(copied)
  foreach(file IN LISTS files)
    get_filename_component(to_dir ${to}/${file} DIRECTORY)
    add_custom_command(OUTPUT ${to}/${file}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${to_dir}
      COMMAND ${CMAKE_COMMAND} -E copy ${from}/${file} ${to}/${file}
      DEPENDS ${from}/${file}
      COMMENT "Copying the web file ${file} into ${to}"
      VERBATIM)
    list(APPEND copied ${to}/${file})
  endforeach()
  add_custom_target(${target} ALL DEPENDS ${copied})
endfunction()

function(dicebox_add_web_board id folder)
  get_filename_component(folder ${folder} ABSOLUTE)
  dicebox_copy_web_files(${id}_web ${folder} ${DICEBOX_PLUGIN_OUTPUT_DIR}/web/${id})
  if(DICEBOX_GAME_COMPONENT)
    set(as_component COMPONENT ${DICEBOX_GAME_COMPONENT})
  endif()
  install(DIRECTORY ${folder}/ DESTINATION ${DICEBOX_PLUGIN_INSTALL_DIR}/web/${id}
          ${as_component} PATTERN tests EXCLUDE REGEX "/\\.[^/]*$" EXCLUDE)
endfunction()

# The web board kit (web/js/board_kit/ of the web client, DICEBOX_WEB_DIR): Node's test runner
# finds it through web-board-kit.mjs (beside this file), and tsc through the paths of a
# tsconfig made here.
function(dicebox_add_web_board_tests id folder)
  get_filename_component(folder ${folder} ABSOLUTE)
  if(NOT DICEBOX_WEB_DIR)
    message(FATAL_ERROR "dicebox_add_web_board_tests(${id}): DICEBOX_WEB_DIR names no web client")
  endif()
  find_program(NODE_EXECUTABLE node)
  find_program(TSC_EXECUTABLE tsc)
  if(NODE_EXECUTABLE)
    file(GLOB tests CONFIGURE_DEPENDS ${folder}/tests/*.test.mjs)
    foreach(test_file IN LISTS tests)
      get_filename_component(name ${test_file} NAME_WE)
      add_test(NAME ${id}_web_${name}_test
               COMMAND ${NODE_EXECUTABLE} --import ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/web-board-kit.mjs
                       --test ${test_file})
      set_tests_properties(${id}_web_${name}_test PROPERTIES
        LABELS web ENVIRONMENT DICEBOX_WEB_DIR=${DICEBOX_WEB_DIR})
    endforeach()
  endif()
  if(TSC_EXECUTABLE)
    set(tsconfig ${CMAKE_CURRENT_BINARY_DIR}/${id}_web_tsconfig.json)
    file(CONFIGURE OUTPUT ${tsconfig} @ONLY CONTENT [[{
  "compilerOptions": {
    "allowJs": true, "checkJs": true, "noEmit": true, "strict": true, "noUnusedLocals": true,
    "target": "es2022", "module": "es2022", "moduleResolution": "node",
    "lib": ["es2022", "dom", "dom.iterable"],
    "paths": {"/js/board_kit/*": ["@DICEBOX_WEB_DIR@/js/board_kit/*"]}
  },
  "include": ["@folder@/*.js"]
}
]])
    add_test(NAME ${id}_web_board_types COMMAND ${TSC_EXECUTABLE} -p ${tsconfig})
    set_tests_properties(${id}_web_board_types PROPERTIES LABELS web)
  endif()
endfunction()
