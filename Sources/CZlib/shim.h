#include <zlib.h>

/// inflateInit2 is a macro; Swift calls this instead. Raw deflate (no zlib header), as in ZIP.
static inline int bloom_inflate_init_raw(z_stream *stream) {
    return inflateInit2(stream, -MAX_WBITS);
}
