#!/usr/bin/env python3
"""Read a word list and print the words that appear more than once.

This docstring is code, not a comment: it stays exactly as it was written.
"""
import sys  # only the standard library


# The counts are kept in a plain dictionary; a Counter would do, but this
# module is also read by people learning the language, and a dictionary shows
# what happens.
def duplicates(words):
    counts = {}
    for word in words:  # every word, in the order read
        counts[word] = counts.get(word, 0) + 1
    # Keep the order of first appearance, which dictionaries preserve since Python 3.7.
    return [word for word, count in counts.items() if count > 1]


if __name__ == "__main__":
    print("\n".join(duplicates(line.strip() for line in sys.stdin)))
