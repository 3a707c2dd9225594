//! The interface every puzzle implements, and the generic undo/redo history.
