# Trains the shipped value tables again, each by the command its header records, and
# writes each back in place (the target extra_train_tables; README.md in coach/):
#
#   cmake -DTRAINER=path/to/extra_train -DSOURCE_DIR=<the sources' root>
#         "-DTABLES=printed.table;solitaire_dice.table" -P train.cmake
#
# A command is run from the sources' root, where its --rules and --out are named from.
foreach(table IN LISTS TABLES)
  set(out "")
  file(STRINGS "${table}" command REGEX "^command " LIMIT_COUNT 1)
  if(NOT command MATCHES "^command extra_train (.*)$")
    message(FATAL_ERROR "${table} records no 'command extra_train …' line")
  endif()
  set(recorded "${CMAKE_MATCH_1}")
  separate_arguments(arguments UNIX_COMMAND "${recorded}")
  list(FIND arguments "--out" at)
  if(at GREATER_EQUAL 0)
    math(EXPR at "${at} + 1")
    list(GET arguments ${at} out)
    get_filename_component(out "${out}" ABSOLUTE BASE_DIR "${SOURCE_DIR}")
  endif()
  get_filename_component(table_path "${table}" ABSOLUTE)
  if(NOT out STREQUAL table_path)
    message(FATAL_ERROR "${table}'s command writes '${out}', not the table itself")
  endif()
  string(TIMESTAMP began "%s")
  message(STATUS "Training ${table}: extra_train ${recorded}")
  execute_process(COMMAND "${TRAINER}" ${arguments} WORKING_DIRECTORY "${SOURCE_DIR}"
                  RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "extra_train failed (${failed}): ${table} is left as it was")
  endif()
  string(TIMESTAMP ended "%s")
  math(EXPR minutes "(${ended} - ${began}) / 60")
  message(STATUS "Trained ${table} in ${minutes} minutes")
endforeach()
