//! Serializable reports of one input, as the command-line tool prints them.
