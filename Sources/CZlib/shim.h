#include <zlib.h>

/// inflateInit2 is a macro; Swift calls this instead. Raw deflate (no zlib header), as in ZIP.
static inline int bloom_inflate_init_raw(z_stream *stream) {
    return inflateInit2(stream, -MAX_WBITS);
}

/// deflateInit2 is a macro too; raw deflate for writing ZIP entries (tests build archives with it).
static inline int bloom_deflate_init_raw(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
}
