# ctest driver: install hlomem to a scratch prefix, build the embedding
# example against it with find_package(hlomem), and run it.
file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${WORK_DIR}/prefix"
                RESULT_VARIABLE rc OUTPUT_QUIET)
if(rc)
  message(FATAL_ERROR "install failed: ${rc}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" -S "${SOURCE_DIR}" -B "${WORK_DIR}/build" -G Ninja
                        "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix" "-DCMAKE_C_COMPILER=${C_COMPILER}"
                        "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}"
                RESULT_VARIABLE rc OUTPUT_QUIET)
if(rc)
  message(FATAL_ERROR "configuring the example with find_package(hlomem) failed: ${rc}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${WORK_DIR}/build" RESULT_VARIABLE rc OUTPUT_QUIET)
if(rc)
  message(FATAL_ERROR "building the example failed: ${rc}")
endif()
execute_process(COMMAND "${WORK_DIR}/build/hlomem-embed-example" "${INPUT}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(rc OR NOT out MATCHES "\"peak_bytes\": [0-9]+" OR NOT out MATCHES "func.func public @main")
  message(FATAL_ERROR "the installed example did not run as expected (${rc}):\n${out}")
endif()
message(STATUS "find_package(hlomem): built and ran the example")
