#include <stdlib.h>
#include <string.h>

# define BUFFER_MINIMUM 16
# define BUFFER_GROWTH 2

/*
 * A growable byte buffer. It doubles its capacity when it runs out, so that
 * appending n bytes one at a time costs O(n) copies in all.
 */
struct buffer {
  char *bytes;   /* the storage, or NULL before the first append */
  size_t count;  /* bytes in use */
  size_t capacity;
};

// Appends `length` bytes to the buffer, growing it first when they do not fit; returns 0, or -1 when memory runs out.
int buffer_append(struct buffer *buffer, const char *bytes, size_t length) {
  if (buffer->count + length > buffer->capacity) {
    size_t capacity = buffer->capacity ? buffer->capacity * BUFFER_GROWTH : BUFFER_MINIMUM;  // a long trailing comment
    while (capacity < buffer->count + length) capacity *= BUFFER_GROWTH;
    char *grown = realloc(buffer->bytes, capacity);
    if (!grown) return -1;
    buffer->bytes = grown;
    buffer->capacity = capacity;
  }
  memcpy(buffer->bytes + buffer->count, bytes, length);
  buffer->count += length;
  return 0;
}
