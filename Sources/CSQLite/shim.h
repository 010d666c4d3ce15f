#ifndef BLOOM_CSQLITE_SHIM_H
#define BLOOM_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
