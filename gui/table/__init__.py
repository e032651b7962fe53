"""The paper list: a table model over an ordered list of ids, its view and its painters."""
