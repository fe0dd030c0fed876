<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>dicebox::extra_board::ExtraBoard</name>
    <message numerus="yes">
        <source>%n die(s) for pair 1</source>
        <translation>
            <numerusform>%n die for pair 1</numerusform>
            <numerusform>%n dice for pair 1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) for pair 2</source>
        <translation>
            <numerusform>%n die for pair 2</numerusform>
            <numerusform>%n dice for pair 2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n legal choice(s)…</source>
        <translation>
            <numerusform>The one legal choice…</numerusform>
            <numerusform>All %n legal choices…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicebox::gui::GameList</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicebox::gui::HistoryView</name>
    <message numerus="yes">
        <source>%n games shown, more as you scroll down.</source>
        <translation>
            <numerusform>%n game shown, more as you scroll down.</numerusform>
            <numerusform>%n games shown, more as you scroll down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games shown.</source>
        <translation>
            <numerusform>%n game shown.</numerusform>
            <numerusform>%n games shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicebox::gui::ReplayView</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 lost a decision on average, %n blunder(s)</source>
        <translation>
            <numerusform>%1: %2 lost a decision on average, %n blunder</numerusform>
            <numerusform>%1: %2 lost a decision on average, %n blunders</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dicebox::strike_board::RemovedPile</name>
    <message numerus="yes">
        <source>%n die(s) removed from the game</source>
        <translation>
            <numerusform>%n die removed from the game</numerusform>
            <numerusform>%n dice removed from the game</numerusform>
        </translation>
    </message>
</context>
</TS>
