<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>Formatter</name>
    <message numerus="yes">
        <source>%Ln hour(s)</source>
        <translation>
            <numerusform>%Ln hour</numerusform>
            <numerusform>%Ln hours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%1 of %Ln model(s)</source>
        <comment>status line: shown of total</comment>
        <translation>
            <numerusform>%1 of %Ln model</numerusform>
            <numerusform>%1 of %Ln models</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln model(s) to %1</source>
        <translation>
            <numerusform>Exported %Ln model to %1</numerusform>
            <numerusform>Exported %Ln models to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelPageBuilder</name>
    <message numerus="yes">
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n layer</numerusform>
            <numerusform>%n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attention head(s)</source>
        <translation>
            <numerusform>%n attention head</numerusform>
            <numerusform>%n attention heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n KV head(s)</source>
        <translation>
            <numerusform>%n KV head</numerusform>
            <numerusform>%n KV heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>context of %Ln token(s)</source>
        <translation>
            <numerusform>context of %Ln token</numerusform>
            <numerusform>context of %Ln tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelQuestions</name>
    <message numerus="yes">
        <source>It is catalogued in %n domain(s): %1.</source>
        <translation>
            <numerusform>It is catalogued in %n domain: %1.</numerusform>
            <numerusform>It is catalogued in %n domains: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its record lists %n task(s): %1.</source>
        <translation>
            <numerusform>Its record lists %n task: %1.</numerusform>
            <numerusform>Its record lists %n tasks: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It was trained on %1 (%Ln chip(s)).</source>
        <translation>
            <numerusform>It was trained on %1 (%Ln chip).</numerusform>
            <numerusform>It was trained on %1 (%Ln chips).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message numerus="yes">
        <source>Exported %Ln model(s) to %1</source>
        <translation>
            <numerusform>Exported %Ln model to %1</numerusform>
            <numerusform>Exported %Ln models to %1</numerusform>
        </translation>
    </message>
</context>
</TS>
