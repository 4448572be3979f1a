//! Annotated, human-readable views of a parse: components underlined and
//! labelled, the parse tree indented, errors explained.
