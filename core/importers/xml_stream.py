"""An XML file read piece by piece with expat, safely, for the XML formats (arXiv Atom,
EndNote XML): a DTD, declared entities and external entities are refused (a billion-laughs
file or a file reaching for another never expands), and every error names the file and,
when expat knows it, the line."""

from __future__ import annotations

from pathlib import Path
from xml.parsers import expat

from lectern.core.errors import ImportFileError
from lectern.core.importers.common import open_binary
from lectern.core.said import said

CHUNK = 256 * 1024


class Refused(Exception):
    """The file holds what Lectern does not read."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message  # said(...): what the file holds that Lectern refuses


def _refuse_dtd(*_: object) -> None:
    raise Refused(said("contains a DTD (<!DOCTYPE …>); Lectern does not read XML with DTDs"))


def _refuse_entity(*_: object) -> None:
    raise Refused(said("declares XML entities; Lectern does not expand them"))


def _refuse_external(*_: object) -> int:
    raise Refused(said("refers to an external entity; Lectern does not load them"))


def guarded_parser(namespace_separator: str | None = None) -> expat.XMLParserType:
    """An expat parser that refuses DTDs and entities, its text handed over in runs."""
    parser = expat.ParserCreate(namespace_separator=namespace_separator)
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.StartDoctypeDeclHandler = _refuse_dtd
    parser.EntityDeclHandler = _refuse_entity
    parser.ExternalEntityRefHandler = _refuse_external
    parser.buffer_text = True
    return parser


class XmlStream:
    """A file fed to `parser` a chunk at a time; closed at its end or at the first error."""

    def __init__(self, path: Path, parser: expat.XMLParserType) -> None:
        self.path = path
        self.parser = parser
        self.stream = open_binary(path)

    def fail(self, message: str, line: int | None) -> ImportFileError:
        self.stream.close()
        return ImportFileError(str(self.path), message, line)

    def pump(self) -> bool:
        """Feed one chunk; False at the end of the file."""
        try:
            data = self.stream.read(CHUNK)
            self.parser.Parse(data, not data)
        except Refused as exc:
            raise self.fail(exc.message, self.parser.CurrentLineNumber) from None
        except expat.ExpatError as exc:
            raise self.fail(
                said("is not well-formed XML ({problem})", problem=expat.ErrorString(exc.code)),
                exc.lineno,
            ) from None
        except (OSError, EOFError) as exc:
            raise self.fail(
                said("cannot be read to the end ({problem})", problem=str(exc)), None
            ) from None
        if not data:
            self.stream.close()
        return bool(data)
