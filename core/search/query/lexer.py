"""Splits a query string into words, "phrases", field:values, parentheses and operators.

Unbalanced quotes and dangling ``field:`` never fail: they are read as well as possible
and a note is added for the user.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from lectern.core.said import said

_TOKEN = re.compile(r'\s+|[()]|["\u201c\u201d]|[^\s()"\u201c\u201d]+')
_FIELD = re.compile(r"^([^\W\d]\w*):(.*)$", re.S)


@dataclass
class Tok:
    kind: str  # word | phrase | ( | ) | AND | OR | NOT
    text: str = ""
    neg: bool = False
    field: str | None = None  # the name as typed, before ':'


def lex(text: str, notes: list[str]) -> list[Tok]:
    """The tokens of `text`; problems met on the way are appended to `notes`."""
    toks: list[Tok] = []
    pos = 0
    pending: Tok | None = None  # a "field:" or "-" waiting for its quoted value or group
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        assert match is not None
        chunk, pos = match.group(), match.end()
        if chunk.isspace():
            pending = None
            continue
        if chunk in ('"', "\u201c", "\u201d"):
            end = min(
                (i for i in (text.find(q, pos) for q in '"\u201c\u201d') if i >= 0), default=-1
            )
            closed = end >= 0
            body = text[pos:end] if closed else text[pos:]
            pos = end + 1 if closed else len(text)
            if not closed:
                notes.append(said("Missing closing quote — searched the phrase to the end"))
            tok = pending or Tok("phrase")
            tok.kind, tok.text = "phrase", body
            toks.append(tok)
            pending = None
            continue
        if chunk == "(":
            tok = pending or Tok("(")
            tok.kind = "("
            toks.append(tok)
            pending = None
            continue
        if chunk == ")":
            toks.append(Tok(")"))
            pending = None
            continue
        if chunk in ("AND", "&&", "OR", "||", "NOT"):
            toks.append(Tok({"&&": "AND", "||": "OR"}.get(chunk, chunk)))
            continue
        tok = Tok("word")
        while len(chunk) > 1 and chunk[0] in "-+":
            tok.neg ^= chunk[0] == "-"
            chunk = chunk[1:]
        if chunk in ("-", "+"):  # "-(" or -"phrase": the sign belongs to what follows
            tok.neg ^= chunk == "-"
            if pos < len(text) and text[pos] in '("\u201c\u201d':
                pending = tok
            continue
        fmatch = _FIELD.match(chunk)
        if fmatch:
            tok.field, chunk = fmatch.group(1), fmatch.group(2)
        if not chunk:
            pending = tok  # value follows: "title:" then a quote or a parenthesis
            if pos >= len(text) or text[pos] not in '("\u201c\u201d':
                notes.append(
                    said(
                        "Nothing after '{field}:' — searched '{field}' as a word",
                        field=tok.field or "",
                    )
                )
                toks.append(Tok("word", tok.field or "", tok.neg))
                pending = None
            continue
        tok.text = chunk
        toks.append(tok)
    return toks
