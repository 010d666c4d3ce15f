#ifndef BLOOM_CCAIRO_SHIM_H
#define BLOOM_CCAIRO_SHIM_H
// The system's cairo (libcairo2-dev on Debian, `brew install cairo`), for `bloom report`'s PDF.
//
// The headers give the types and constants; the functions are looked up at run time, when a
// PDF is written (`bloom_cairo_load`), so no command but that one loads cairo and the 17 shared
// libraries it pulls in (fontconfig, freetype, pixman, X11…): linking it would add them to the
// start of every `bloom` command. Each pointer's type is the header's own (`__typeof__`), so
// the compiler checks every call against cairo's declarations.
#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <dlfcn.h>
#include <stddef.h>

// The functions a report needs; loading fails unless every one is found.
#define BLOOM_CAIRO_REQUIRED(X) \
    X(version_string) X(status_to_string) \
    X(pdf_surface_create_for_stream) X(surface_finish) X(surface_destroy) X(surface_status) \
    X(create) X(destroy) X(status) X(show_page) X(save) X(restore) \
    X(set_source_rgb) X(set_line_width) X(set_dash) X(set_line_cap) X(set_line_join) \
    X(new_path) X(move_to) X(line_to) X(rectangle) X(arc) X(close_path) \
    X(stroke) X(fill) X(fill_preserve) \
    X(select_font_face) X(set_font_size) X(show_text) X(text_extents) X(font_extents)

// Functions of cairo 1.16 and later, used when present: the document's title and dates, and
// the outline (bookmarks) of its sections.
#define BLOOM_CAIRO_OPTIONAL(X) X(pdf_surface_set_metadata) X(pdf_surface_add_outline)

/// cairo's functions, each typed as cairo.h declares it.
typedef struct BloomCairo {
#define BLOOM_CAIRO_FIELD(name) __typeof__(&cairo_##name) name;
    BLOOM_CAIRO_REQUIRED(BLOOM_CAIRO_FIELD)
    BLOOM_CAIRO_OPTIONAL(BLOOM_CAIRO_FIELD)
#undef BLOOM_CAIRO_FIELD
} BloomCairo;

/// Opens the first of `paths` that loads and fills `api`. Returns NULL on success, otherwise
/// the loader's message or the name of the first function missing (the library stays open:
/// one load per process).
static inline const char *bloom_cairo_load(BloomCairo *api, const char *const *paths, int count) {
    void *library = NULL;
    const char *problem = "no library path given";
    for (int index = 0; index < count && library == NULL; index++) {
        library = dlopen(paths[index], RTLD_NOW | RTLD_LOCAL);
        if (library == NULL) problem = dlerror();
    }
    if (library == NULL) return problem;
#define BLOOM_CAIRO_REQUIRE(name) \
    api->name = (__typeof__(api->name))dlsym(library, "cairo_" #name); \
    if (api->name == NULL) return "cairo_" #name;
    BLOOM_CAIRO_REQUIRED(BLOOM_CAIRO_REQUIRE)
#undef BLOOM_CAIRO_REQUIRE
#define BLOOM_CAIRO_LOOK_UP(name) api->name = (__typeof__(api->name))dlsym(library, "cairo_" #name);
    BLOOM_CAIRO_OPTIONAL(BLOOM_CAIRO_LOOK_UP)
#undef BLOOM_CAIRO_LOOK_UP
    return NULL;
}

#endif
