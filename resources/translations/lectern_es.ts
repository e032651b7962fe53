<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Scope</name>
    <message>
        <source>All papers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recently read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Possible duplicates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trash</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark as new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark as to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark as reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark as read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark as dropped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
