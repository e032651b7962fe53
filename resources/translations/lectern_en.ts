<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>FindBar</name>
        <message numerus="yes">
            <source>%n found</source>
            <translation>
                <numerusform>%n found</numerusform>
                <numerusform>%n found</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RebuildProgress</name>
        <message numerus="yes">
            <source>Rebuilding the search index… {done} of %Ln paper(s)</source>
            <translation>
                <numerusform>Rebuilding the search index… {done} of %Ln paper</numerusform>
                <numerusform>Rebuilding the search index… {done} of %Ln papers</numerusform>
            </translation>
        </message>
    </context>
</TS>
