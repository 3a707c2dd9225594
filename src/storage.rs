//! Versioned JSON files, written atomically, with bad files kept aside.
