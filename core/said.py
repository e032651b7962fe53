"""What the core says to the user, in a form the window can say in the user's language.

An error or a reason the core gives is written with :func:`said`::

    raise LecternError(said("There is no collection named {name}.", name=name))

The result is the English sentence itself (a `str`), so the command line, the log and every
caller that reads it as text see what they always saw. It also keeps its template and its
values: the window looks the template up in the user's language and fills in the values,
saying in the user's language any value that is itself `said` (`lectern.gui.i18n.say`).

`make translations` finds the templates as the literal first argument of each `said(...)`
call in the core and puts them in the translation files under the context "Core". So:

- the template is a literal, with its values named (`{name}`, never `{}` and never a format
  spec, so a translator can move each one where the language needs it);
- a value is a name, a path, a number or another `said(...)`, never a piece of a sentence
  glued on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

CONTEXT = "Core"  # the translation files' context for the core's sentences


class Said(str):
    """An English sentence for the user that remembers how it was made."""

    template: str
    values: Mapping[str, object]

    def __reduce__(self) -> tuple[object, ...]:
        return (_made, (self.template, dict(self.values)))


def said(template: str, /, **values: object) -> Said:
    """The sentence `template` with `values` filled in, in English, and able to be
    translated."""
    made = Said(template.format(**values) if values else template)
    made.template = template
    made.values = MappingProxyType(values)
    return made


def in_turn(sentences: Sequence[str]) -> str:
    """The sentences one after another, "; " between them, each still said for the window."""
    if not sentences:
        return ""
    if len(sentences) == 1:
        return sentences[0]
    return said("{first}; {second}", first=sentences[0], second=in_turn(sentences[1:]))


def message_of(error: BaseException) -> str:
    """An error's message as it was said (`str(error)` keeps only its English)."""
    message = error.args[0] if len(error.args) == 1 else None
    return message if isinstance(message, Said) else str(error)


def _made(template: str, values: dict[str, object]) -> Said:
    return said(template, **values)


def said_again(template: str, values: Mapping[str, object]) -> Said:
    """A sentence said in another process (the PDF worker), said here again as it was made:
    its template is one of the core's literals, collected where it was written."""
    return _made(template, dict(values))
