// The part of libIndexStore's C interface (the toolchain's indexstore.h) that the availability
// check uses, declared here so that the check needs no header path: opaque handles, a string
// reference, and the callback forms of the readers.
#ifndef FOLIO_CINDEXSTORE_H
#define FOLIO_CINDEXSTORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef void *indexstore_error_t;
typedef void *indexstore_t;
typedef void *indexstore_unit_reader_t;
typedef void *indexstore_unit_dependency_t;
typedef void *indexstore_record_reader_t;
typedef void *indexstore_occurrence_t;
typedef void *indexstore_symbol_t;

typedef struct {
  const char *data;
  size_t length;
} indexstore_string_ref_t;

const char *indexstore_error_get_description(indexstore_error_t);
void indexstore_error_dispose(indexstore_error_t);

indexstore_t indexstore_store_create(const char *store_path, indexstore_error_t *error);
void indexstore_store_dispose(indexstore_t);
bool indexstore_store_units_apply_f(indexstore_t, unsigned sorted, void *context,
                                    bool (*applier)(void *context, indexstore_string_ref_t name));

indexstore_unit_reader_t indexstore_unit_reader_create(indexstore_t store, const char *unit_name,
                                                       indexstore_error_t *error);
void indexstore_unit_reader_dispose(indexstore_unit_reader_t);
indexstore_string_ref_t indexstore_unit_reader_get_main_file(indexstore_unit_reader_t);
bool indexstore_unit_reader_dependencies_apply_f(
    indexstore_unit_reader_t, void *context,
    bool (*applier)(void *context, indexstore_unit_dependency_t dependency));

/// 1: a unit, 2: a record, 3: a file.
int indexstore_unit_dependency_get_kind(indexstore_unit_dependency_t);
indexstore_string_ref_t indexstore_unit_dependency_get_filepath(indexstore_unit_dependency_t);
indexstore_string_ref_t indexstore_unit_dependency_get_name(indexstore_unit_dependency_t);

indexstore_record_reader_t indexstore_record_reader_create(indexstore_t store,
                                                           const char *record_name,
                                                           indexstore_error_t *error);
void indexstore_record_reader_dispose(indexstore_record_reader_t);
bool indexstore_record_reader_occurrences_apply_f(
    indexstore_record_reader_t, void *context,
    bool (*applier)(void *context, indexstore_occurrence_t occurrence));

indexstore_symbol_t indexstore_occurrence_get_symbol(indexstore_occurrence_t);
uint64_t indexstore_occurrence_get_roles(indexstore_occurrence_t);
void indexstore_occurrence_get_line_col(indexstore_occurrence_t, unsigned *line, unsigned *column);

indexstore_string_ref_t indexstore_symbol_get_usr(indexstore_symbol_t);
indexstore_string_ref_t indexstore_symbol_get_name(indexstore_symbol_t);

#endif
