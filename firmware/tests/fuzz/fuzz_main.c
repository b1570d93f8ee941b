/* Standalone driver for the fuzz targets (no libFuzzer needed): runs LLVMFuzzerTestOneInput on every
 * file named on the command line (directories: every file in them). The regression builds each target
 * with gcc + ASan/UBSan and runs its corpus through this; `make fuzz` uses clang's libFuzzer instead. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    static uint8_t buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    uint8_t *exact = malloc(n ? n : 1); /* exact size: ASan sees an over-read */
    if (!exact) return -1;
    memcpy(exact, buf, n);
    LLVMFuzzerTestOneInput(exact, n);
    free(exact);
    return 0;
}

int main(int argc, char **argv)
{
    int files = 0;
    for (int a = 1; a < argc; a++) {
        struct stat st;
        if (stat(argv[a], &st)) {
            fprintf(stderr, "%s: not found\n", argv[a]);
            return 2;
        }
        if (!S_ISDIR(st.st_mode)) {
            files += run_file(argv[a]) == 0;
            continue;
        }
        DIR *d = opendir(argv[a]);
        struct dirent *e;
        while (d && (e = readdir(d))) {
            if (e->d_name[0] == '.') continue;
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", argv[a], e->d_name);
            files += run_file(path) == 0;
        }
        if (d) closedir(d);
    }
    printf("%d inputs, no crash\n", files);
    return files ? 0 : 2;
}
