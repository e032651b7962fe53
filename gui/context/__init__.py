"""What every pane and action area of the window works through, built before any of them:
the library's service, the change that goes through History (and its preview), the status
line, the paper list and its selection, the declared actions, and where the user is taken
(`window_context.WindowContext`). It sits under the panes and the action areas, so each is
handed the context rather than the window."""
