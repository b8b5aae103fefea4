<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name></name>
    <message>
        <source>won {amount}</source>
        <comment>a seat&apos;s result</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost {amount}</source>
        <comment>a seat&apos;s result</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even</source>
        <comment>a seat&apos;s result: neither won nor lost</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>won</source>
        <comment>a seat&apos;s figure caption: the amount the seat won</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost</source>
        <comment>a seat&apos;s figure caption: the amount the seat lost</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in</source>
        <comment>a seat&apos;s figure caption: the money bought in</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held</source>
        <comment>a seat&apos;s figure caption: the chips held when the session opened</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out</source>
        <comment>a seat&apos;s figure caption: the money cashed out</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wagered</source>
        <comment>a seat&apos;s figure caption</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} (left)</source>
        <comment>a seat nobody sits at now: the player who left it</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
