# Runs lupdate over the sources into a copy of each committed .ts file: a string that is missing from
# the committed file shows up as unfinished in the copy. Any unfinished or vanished message fails.
file(GLOB ts_files "${SOURCE_DIR}/translations/*.ts")
if(NOT ts_files)
    message(FATAL_ERROR "no Italian translation file in ${SOURCE_DIR}/translations")
endif()
file(MAKE_DIRECTORY "${WORK_DIR}")
foreach(ts IN LISTS ts_files)
    get_filename_component(name "${ts}" NAME)
    set(copy "${WORK_DIR}/${name}")
    configure_file("${ts}" "${copy}" COPYONLY)
    # The English file holds only plural forms; the source text is English already.
    set(extra "")
    if(name MATCHES "_en\\.ts$")
        set(extra -pluralonly)
    endif()
    execute_process(
        COMMAND "${LUPDATE}" -silent -locations none -no-obsolete ${extra}
                "${SOURCE_DIR}/src" "${SOURCE_DIR}/ui" -ts "${copy}"
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "lupdate failed: ${out}${err}")
    endif()
    file(READ "${copy}" content)
    string(REGEX MATCHALL "type=\"(unfinished|vanished|obsolete)\"" bad "${content}")
    list(LENGTH bad count)
    if(count GREATER 0)
        string(REGEX MATCHALL "<source>[^<]*</source>[^<]*(<comment>[^<]*</comment>[^<]*)?<translation type=\"(unfinished|vanished|obsolete)\"" sources "${content}")
        message(FATAL_ERROR "${name}: ${count} message(s) missing or untranslated:\n${sources}")
    endif()
    message(STATUS "${name}: complete")
endforeach()
