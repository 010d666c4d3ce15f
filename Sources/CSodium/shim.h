#ifndef BLOOM_CSODIUM_SHIM_H
#define BLOOM_CSODIUM_SHIM_H
#include <sodium.h>
#endif
