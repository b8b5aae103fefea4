<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name />
    <message>
        <source>won {amount}</source>
        <comment>a seat's result</comment>
        <translation>výhra {amount}</translation>
    </message>
    <message>
        <source>lost {amount}</source>
        <comment>a seat's result</comment>
        <translation>prohra {amount}</translation>
    </message>
    <message>
        <source>even</source>
        <comment>a seat's result: neither won nor lost</comment>
        <translation>vyrovnáno</translation>
    </message>
    <message>
        <source>won</source>
        <comment>a seat's figure caption: the amount the seat won</comment>
        <translation>výhra</translation>
    </message>
    <message>
        <source>lost</source>
        <comment>a seat's figure caption: the amount the seat lost</comment>
        <translation>prohra</translation>
    </message>
    <message>
        <source>in</source>
        <comment>a seat's figure caption: the money bought in</comment>
        <translation>vklad</translation>
    </message>
    <message>
        <source>held</source>
        <comment>a seat's figure caption: the chips held when the session opened</comment>
        <translation>drženo</translation>
    </message>
    <message>
        <source>out</source>
        <comment>a seat's figure caption: the money cashed out</comment>
        <translation>výplata</translation>
    </message>
    <message>
        <source>wagered</source>
        <comment>a seat's figure caption</comment>
        <translation>vsazeno</translation>
    </message>
    <message>
        <source>{player} (left)</source>
        <comment>a seat nobody sits at now: the player who left it</comment>
        <translation>{player} (odchod)</translation>
    </message>
    <message>
        <source>Enter sends · Esc cancels</source>
        <translation>Enter odešle · Esc zruší</translation>
    </message>
    <message>
        <source>{bounds}, in steps of {step}</source>
        <translation>{bounds}, v krocích po {step}</translation>
    </message>
    <message>
        <source>Signed out.</source>
        <translation>Odhlášení proběhlo.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Místo</translation>
    </message>
    <message>
        <source>Patron</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Co</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Zaznamenáno</translation>
    </message>
    <message>
        <source>resolved</source>
        <comment>a complaint</comment>
        <translation>vyřízena</translation>
    </message>
    <message numerus="yes">
        <source>open (%n notes)</source>
        <translation><numerusform>otevřená (%n poznámka)</numerusform><numerusform>otevřená (%n poznámky)</numerusform><numerusform>otevřená (%n poznámek)</numerusform></translation>
    </message>
    <message>
        <source>{day} {time} by {name}</source>
        <translation>{day} {time}, {name}</translation>
    </message>
    <message>
        <source>hand {hand}</source>
        <translation>rozdání {hand}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>místo {seat}</translation>
    </message>
    <message>
        <source>recorded by {name}, {day} {time}</source>
        <translation>zápis: {name}, {day} {time}</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Krupiér:</translation>
    </message>
    <message>
        <source>No pit boss note yet.</source>
        <translation>Zatím žádná poznámka pitbosse.</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>stůl {table}</translation>
    </message>
    <message>
        <source>Patron complaints · {table}</source>
        <translation>Stížnosti hostů · {table}</translation>
    </message>
    <message>
        <source>the pit boss's note: what was found, what was done</source>
        <translation>poznámka pitbosse: co bylo zjištěno a co bylo uděláno</translation>
    </message>
    <message>
        <source>This resolves the complaint</source>
        <translation>Tímto je stížnost vyřízena</translation>
    </message>
    <message>
        <source>Add pit boss note</source>
        <translation>Přidat poznámku pitbosse</translation>
    </message>
    <message>
        <source>A pit boss or an administrator adds notes</source>
        <translation>Poznámky přidává pitboss nebo správce</translation>
    </message>
    <message>
        <source>Pit boss's note</source>
        <translation>Poznámka pitbosse</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no hand</comment>
        <translation>žádné</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no seat</comment>
        <translation>žádné</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Místo {seat}</translation>
    </message>
    <message>
        <source>name or player card number</source>
        <translation>jméno nebo číslo hráčské karty</translation>
    </message>
    <message>
        <source>what the patron says happened</source>
        <translation>co se podle hosta stalo</translation>
    </message>
    <message>
        <source>the dealer's note (optional)</source>
        <translation>poznámka krupiéra (nepovinná)</translation>
    </message>
    <message>
        <source>Record complaint</source>
        <translation>Zaznamenat stížnost</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Proti</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>the dealer's note</comment>
        <translation>Krupiér</translation>
    </message>
    <message>
        <source>New complaint</source>
        <translation>Nová stížnost</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>a dialog</comment>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>No complaint at this table yet.</source>
        <translation>U tohoto stolu zatím není žádná stížnost.</translation>
    </message>
    <message>
        <source>complaint {complaint} recorded</source>
        <translation>stížnost {complaint} zaznamenána</translation>
    </message>
    <message>
        <source>choose the complaint in the list first</source>
        <translation>nejprve vyberte stížnost v seznamu</translation>
    </message>
    <message>
        <source>complaint {complaint} resolved</source>
        <translation>stížnost {complaint} vyřízena</translation>
    </message>
    <message>
        <source>complaint {complaint} noted</source>
        <translation>ke stížnosti {complaint} přidána poznámka</translation>
    </message>
    <message>
        <source>play is stopped: the database cannot be reached</source>
        <translation>hra je zastavena: databáze není dostupná</translation>
    </message>
    <message>
        <source>{name} approved this entry; their PIN is needed again</source>
        <translation>{name} tento záznam schvaluje; je znovu potřeba PIN</translation>
    </message>
    <message>
        <source>the database cannot be reached, and no hand of this table was played or recalled at this console since it started</source>
        <translation>databáze není dostupná a na této konzoli se od jejího spuštění nehrálo ani nepřehrávalo žádné rozdání tohoto stolu</translation>
    </message>
    <message>
        <source>the database cannot be reached, and hand {number} is not among the last {kept} hands of this table kept at this console</source>
        <translation>databáze není dostupná a rozdání {number} není mezi posledními {kept} rozdáními tohoto stolu uloženými na této konzoli</translation>
    </message>
    <message>
        <source>the kept entry could not be written to disk ({error})</source>
        <translation>uložený záznam se nepodařilo zapsat na disk ({error})</translation>
    </message>
    <message>
        <source>a kept entry at {path} could not be read back ({error})</source>
        <translation>uložený záznam v {path} se nepodařilo přečíst zpět ({error})</translation>
    </message>
    <message>
        <source>{reason}; nothing was written</source>
        <translation>{reason}; nic nebylo zapsáno</translation>
    </message>
    <message>
        <source>No correction of this hand yet.</source>
        <translation>Toto rozdání zatím nemá žádnou opravu.</translation>
    </message>
    <message>
        <source>+{amount} paid</source>
        <translation>vyplaceno +{amount}</translation>
    </message>
    <message>
        <source>-{amount} taken back</source>
        <translation>vzato zpět -{amount}</translation>
    </message>
    <message>
        <source>(asked by {asked}, approved by {approved})</source>
        <translation>(žádost: {asked}, schválení: {approved})</translation>
    </message>
    <message>
        <source>Seat {seat} ({player})</source>
        <translation>Místo {seat} ({player})</translation>
    </message>
    <message>
        <source>Hand {hand} at {table} stays as it was played; this correction is a new record beside it, paid now onto the player's stack (or away from the table if the player has left). A pit boss other than you approves it.</source>
        <translation>Rozdání {hand} u stolu {table} zůstává tak, jak bylo odehráno; tato oprava je nový záznam vedle něj, vyplacený hned k žetonům hráče (nebo mimo stůl, pokud hráč odešel). Schvaluje ji jiný pitboss než vy.</translation>
    </message>
    <message>
        <source>Pay the player more</source>
        <translation>Doplatit hráči</translation>
    </message>
    <message>
        <source>Take back from the player</source>
        <translation>Vzít zpět od hráče</translation>
    </message>
    <message>
        <source>what went wrong (e.g. paid 2:1, the table pays 5:2)</source>
        <translation>co se pokazilo (např. vyplaceno 2:1, stůl platí 5:2)</translation>
    </message>
    <message>
        <source>Pit boss</source>
        <translation>Pitboss</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Oprava</translation>
    </message>
    <message>
        <source>Amount ({currency})</source>
        <translation>Částka ({currency})</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Částka</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Důvod</translation>
    </message>
    <message>
        <source>Correct hand {hand} · {table}</source>
        <translation>Opravit rozdání {hand} · {table}</translation>
    </message>
    <message>
        <source>Seat {seat} · {player}</source>
        <translation>Místo {seat} · {player}</translation>
    </message>
    <message>
        <source>no seat of this hand can be corrected</source>
        <translation>žádné místo tohoto rozdání nelze opravit</translation>
    </message>
    <message>
        <source>enter the amount</source>
        <translation>zadejte částku</translation>
    </message>
    <message>
        <source>give the reason; it goes on the record</source>
        <translation>uveďte důvod; zapíše se do záznamu</translation>
    </message>
    <message>
        <source>the pit boss who approves enters their name and PIN to {action}</source>
        <translation>schvalující pitboss zadá své jméno a PIN, aby mohl {action}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Směna</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Provoz</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Zavřeno</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Sečteno</translation>
    </message>
    <message>
        <source>Variance</source>
        <translation>Rozdíl</translation>
    </message>
    <message>
        <source>The count team counts blind: the recorded drop shows once the box is counted.</source>
        <translation>Tým počítárny počítá naslepo: zaznamenaný drop se ukáže, až je box sečten.</translation>
    </message>
    <message>
        <source>{table}, session {session} (shift {shift})</source>
        <translation>{table}, provoz {session} (směna {shift})</translation>
    </message>
    <message>
        <source>{head}: closed at {time}; its drop box waits for its count.</source>
        <translation>{head}: zavřeno v {time}; jeho drop box čeká na sečtení.</translation>
    </message>
    <message>
        <source>{head}: closed at {time}; its drop box waits for its count; recorded drop {recorded}.</source>
        <translation>{head}: zavřeno v {time}; jeho drop box čeká na sečtení; zaznamenaný drop {recorded}.</translation>
    </message>
    <message>
        <source>currency {amount}</source>
        <translation>hotovost {amount}</translation>
    </message>
    <message>
        <source>chips {amount}</source>
        <translation>žetony {amount}</translation>
    </message>
    <message>
        <source>markers {amount}</source>
        <translation>markery {amount}</translation>
    </message>
    <message>
        <source>{head}: count {count} by {counter} and {witness} at {time}: {parts}, {total} in all against {recorded} recorded.</source>
        <translation>{head}: sčítání {count} ({counter} a {witness}, {time}): {parts}, celkem {total} proti zaznamenaným {recorded}.</translation>
    </message>
    <message>
        <source>A recount of count {count}: {reason}</source>
        <translation>Přepočítání sčítání {count}: {reason}</translation>
    </message>
    <message>
        <source>Resolved by {name} at {time}: {reason}</source>
        <translation>Vyřešeno ({name}, {time}): {reason}</translation>
    </message>
    <message>
        <source>The variance is open until a supervisor resolves it.</source>
        <translation>Rozdíl je otevřen, dokud ho supervizor nevyřeší.</translation>
    </message>
    <message>
        <source>Count room</source>
        <translation>Počítárna</translation>
    </message>
    <message>
        <source>Enter count…</source>
        <translation>Zadat sčítání…</translation>
    </message>
    <message>
        <source>Recount…</source>
        <translation>Přepočítat…</translation>
    </message>
    <message>
        <source>Resolve variance…</source>
        <translation>Vyřešit rozdíl…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Obnovit</translation>
    </message>
    <message>
        <source>Gaming day</source>
        <translation>Herní den</translation>
    </message>
    <message>
        <source>You are {role}: you enter and recount drop counts, witnessed by a second counter and resolve variances, with the reason.</source>
        <translation>Máte roli {role}: zadáváte a přepočítáváte sčítání dropu s podpisem druhého počítajícího a řešíte rozdíly s uvedením důvodu.</translation>
    </message>
    <message>
        <source>You are {role}: you enter and recount drop counts, witnessed by a second counter.</source>
        <translation>Máte roli {role}: zadáváte a přepočítáváte sčítání dropu s podpisem druhého počítajícího.</translation>
    </message>
    <message>
        <source>You are {role}: you resolve variances, with the reason.</source>
        <translation>Máte roli {role}: řešíte rozdíly s uvedením důvodu.</translation>
    </message>
    <message>
        <source>You are {role}: you read the count room and change nothing.</source>
        <translation>Máte roli {role}: počítárnu čtete a nic neměníte.</translation>
    </message>
    <message>
        <source>Counts are blind: a box's recorded drop shows once it is counted.</source>
        <translation>Sčítání je naslepo: zaznamenaný drop boxu se ukáže, až je sečten.</translation>
    </message>
    <message numerus="yes">
        <source>{day} — %n to count</source>
        <translation><numerusform>{day} — %n k sečtení</numerusform><numerusform>{day} — %n k sečtení</numerusform><numerusform>{day} — %n k sečtení</numerusform></translation>
    </message>
    <message>
        <source>Open variances, every day</source>
        <translation>Otevřené rozdíly, všechny dny</translation>
    </message>
    <message>
        <source>choose a session still to count</source>
        <translation>vyberte provoz, který je ještě třeba sečíst</translation>
    </message>
    <message>
        <source>Count the drop of {table}</source>
        <translation>Sečíst drop stolu {table}</translation>
    </message>
    <message>
        <source>Session {session} of shift {shift}, closed at {time}: what is in its drop box, by denomination.</source>
        <translation>Provoz {session} směny {shift}, zavřeno v {time}: obsah drop boxu podle hodnot.</translation>
    </message>
    <message>
        <source>choose a counted session to recount</source>
        <translation>vyberte sečtený provoz k přepočítání</translation>
    </message>
    <message>
        <source>Recount the drop of {table}</source>
        <translation>Přepočítat drop stolu {table}</translation>
    </message>
    <message>
        <source>Count {count} stays on record; the recount replaces it in the books and its variance is open again until resolved.</source>
        <translation>Sčítání {count} zůstává v záznamu; přepočítání ho v účetnictví nahradí a jeho rozdíl je znovu otevřen, dokud není vyřešen.</translation>
    </message>
    <message>
        <source>why the box was counted again</source>
        <translation>proč byl box sečten znovu</translation>
    </message>
    <message>
        <source>count {count} of {table} is recounted.</source>
        <translation>sčítání {count} stolu {table} je přepočítáno.</translation>
    </message>
    <message>
        <source>count {count} of {table} is entered.</source>
        <translation>sčítání {count} stolu {table} je zadáno.</translation>
    </message>
    <message>
        <source>count {count} of {table} is recounted; variance {variance}.</source>
        <translation>sčítání {count} stolu {table} je přepočítáno; rozdíl {variance}.</translation>
    </message>
    <message>
        <source>count {count} of {table} is entered; variance {variance}.</source>
        <translation>sčítání {count} stolu {table} je zadáno; rozdíl {variance}.</translation>
    </message>
    <message>
        <source>choose a session whose variance is open</source>
        <translation>vyberte provoz s otevřeným rozdílem</translation>
    </message>
    <message>
        <source>the variance of {table} is resolved.</source>
        <translation>rozdíl stolu {table} je vyřešen.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Měna</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Žetony</translation>
    </message>
    <message>
        <source>Second counter</source>
        <translation>Druhý počítající</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Markery</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Sčítání</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>částka</translation>
    </message>
    <message>
        <source>marker line {row}: {error}</source>
        <translation>řádek markeru {row}: {error}</translation>
    </message>
    <message>
        <source>marker line {row} needs an amount above zero and a count</source>
        <translation>řádek markeru {row} potřebuje částku nad nulou a počet</translation>
    </message>
    <message>
        <source>Counted drop: {amount}</source>
        <translation>Spočítaný drop: {amount}</translation>
    </message>
    <message>
        <source>give the reason for the recount; it goes on the record</source>
        <translation>uveďte důvod přepočítání; zapíše se do záznamu</translation>
    </message>
    <message>
        <source>the second counter enters their name and PIN</source>
        <translation>druhý počítající zadá své jméno a PIN</translation>
    </message>
    <message>
        <source>nothing is counted: if the box was empty, press OK again to enter an empty count</source>
        <translation>nic není sečteno: pokud byl box prázdný, stiskněte znovu OK a zadejte prázdné sčítání</translation>
    </message>
    <message>
        <source>{table}, session {session} (shift {shift}): counted {total} (count {count}, by {counter} and {witness}) against {recorded} recorded: a variance of {variance}.</source>
        <translation>{table}, provoz {session} (směna {shift}): sečteno {total} (sčítání {count}, {counter} a {witness}) proti zaznamenaným {recorded}: rozdíl {variance}.</translation>
    </message>
    <message>
        <source>what was found: it is kept with the resolution</source>
        <translation>co bylo zjištěno: uchová se spolu s vyřešením</translation>
    </message>
    <message>
        <source>Resolve a variance</source>
        <translation>Vyřešit rozdíl</translation>
    </message>
    <message>
        <source>chain</source>
        <comment>a fault's kind: the table's record failed verification</comment>
        <translation>řetězec</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Porucha</translation>
    </message>
    <message>
        <source>Raised</source>
        <translation>Vznik</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Kdo</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>Poruchy</translation>
    </message>
    <message>
        <source>A table with an open fault is stopped on every console. Read its verify report, then clear the fault with a note saying what was found and done.</source>
        <translation>Stůl s otevřenou poruchou je zastaven na každé konzoli. Přečtěte si jeho zprávu o ověření a pak poruchu odstraňte s poznámkou, co bylo zjištěno a uděláno.</translation>
    </message>
    <message>
        <source>Verify report</source>
        <translation>Zpráva o ověření</translation>
    </message>
    <message>
        <source>The selected table's verify report shows here.</source>
        <translation>Zde se zobrazí zpráva o ověření vybraného stolu.</translation>
    </message>
    <message>
        <source>what was found and done: it is kept with the fault</source>
        <translation>co bylo zjištěno a uděláno: uchová se spolu s poruchou</translation>
    </message>
    <message>
        <source>The record still fails: accept it and let play go on (the fault stays on the record and in the shift report)</source>
        <translation>Záznam stále neprochází: přijmout ho a nechat hru pokračovat (porucha zůstane v záznamu i ve zprávě za směnu)</translation>
    </message>
    <message>
        <source>Approved by (a second supervisor; one of you an administrator)</source>
        <translation>Schválení (druhý supervizor; jeden z vás je správce)</translation>
    </message>
    <message>
        <source>Clear the fault</source>
        <translation>Odstranit poruchu</translation>
    </message>
    <message>
        <source>No table has an open fault.</source>
        <translation>Žádný stůl nemá otevřenou poruchu.</translation>
    </message>
    <message>
        <source>Read the table's verify report first.</source>
        <translation>Nejprve si přečtěte zprávu o ověření stolu.</translation>
    </message>
    <message>
        <source>write the note: what was found and done</source>
        <translation>napište poznámku: co bylo zjištěno a uděláno</translation>
    </message>
    <message>
        <source>a second supervisor enters their name and PIN to {action}</source>
        <translation>druhý supervizor zadá své jméno a PIN, aby mohl {action}</translation>
    </message>
    <message>
        <source>Fault {fault} of {table} is accepted over the failing record, approved by {approver}; play may go on.</source>
        <translation>Porucha {fault} stolu {table} je přijata přes neprocházející záznam, schválení: {approver}; hra může pokračovat.</translation>
    </message>
    <message>
        <source>Fault {fault} of {table} is cleared; play may go on.</source>
        <translation>Porucha {fault} stolu {table} je odstraněna; hra může pokračovat.</translation>
    </message>
    <message>
        <source>What these rules do</source>
        <translation>Co tato pravidla dělají</translation>
    </message>
    <message>
        <source>The figures could not be computed: {reason}</source>
        <translation>Údaje nebylo možné vypočítat: {reason}</translation>
    </message>
    <message>
        <source>Seat {seat} (key {key})</source>
        <translation>Místo {seat} (klávesa {key})</translation>
    </message>
    <message>
        <source>RIDING</source>
        <translation>SÁZKA ZŮSTÁVÁ</translation>
    </message>
    <message>
        <source>A push under the ride rule: this bet must play the next round</source>
        <translation>Remíza podle pravidla „sázka zůstává“: tato sázka musí hrát v dalším kole</translation>
    </message>
    <message>
        <source>no bet</source>
        <translation>bez sázky</translation>
    </message>
    <message>
        <source>waiting for the split</source>
        <translation>čeká se na rozdělení</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Krupiér</translation>
    </message>
    <message>
        <source>hand not shown yet</source>
        <translation>ruka zatím není ukázána</translation>
    </message>
    <message>
        <source>Large · {category}</source>
        <translation>Velká · {category}</translation>
    </message>
    <message>
        <source>Small · {category}</source>
        <translation>Malá · {category}</translation>
    </message>
    <message>
        <source>Wins both hands</source>
        <translation>Vyhrává obě ruce</translation>
    </message>
    <message>
        <source>Wins Large only</source>
        <translation>Vyhrává jen Velkou</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Remíza</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>Prohrává</translation>
    </message>
    <message>
        <source>Copies the
dealer</source>
        <translation>Kopíruje
krupiéra</translation>
    </message>
    <message>
        <source>Skilled
player</source>
        <translation>Zkušený
hráč</translation>
    </message>
    <message>
        <source>Flagged players…</source>
        <translation>Označení hráči…</translation>
    </message>
    <message>
        <source>0.00 copies the dealer; 1.00 always splits best.</source>
        <translation>0,00 kopíruje krupiéra; 1,00 vždy rozděluje nejlépe.</translation>
    </message>
    <message>
        <source>A player flagged for advantage play: their measured index.</source>
        <translation>Hráč označený za hru s výhodou: jeho naměřený index.</translation>
    </message>
    <message>
        <source>Skill index</source>
        <translation>Index dovednosti</translation>
    </message>
    <message>
        <source>Player's EV per round</source>
        <translation>EV hráče na kolo</translation>
    </message>
    <message>
        <source>House edge against them</source>
        <translation>Výhoda kasina proti nim</translation>
    </message>
    <message>
        <source>Per unit bet, per round: a linear projection of the index between the two exact figures above (copies the dealer at 0.00, skilled at 1.00).</source>
        <translation>Na jednotku sázky a kolo: lineární projekce indexu mezi dvěma přesnými hodnotami výše (kopíruje krupiéra při 0,00, zkušený při 1,00).</translation>
    </message>
    <message>
        <source>Against a player</source>
        <translation>Proti hráči</translation>
    </message>
    <message>
        <source>Flagged players not read: {why}</source>
        <translation>Označené hráče nelze načíst: {why}</translation>
    </message>
    <message>
        <source>No player is flagged</source>
        <translation>Žádný hráč není označen</translation>
    </message>
    <message>
        <source>Negative for the house: a player of skill index {index} expects to win {share} of every unit bet a round under these rules.</source>
        <translation>Záporné pro kasino: hráč s indexem dovednosti {index} očekává podle těchto pravidel výhru {share} z každé vsazené jednotky za kolo.</translation>
    </message>
    <message>
        <source>The house keeps {share} of every unit bet a round against a player of skill index {index}.</source>
        <translation>Kasino si ponechá {share} z každé vsazené jednotky za kolo proti hráči s indexem dovednosti {index}.</translation>
    </message>
    <message>
        <source>Break-even skill index: {index}. A player above it beats these rules.</source>
        <translation>Index dovednosti bodu zvratu: {index}. Hráč nad ním tato pravidla poráží.</translation>
    </message>
    <message>
        <source>Even a player who copies the dealer beats these rules.</source>
        <translation>Tato pravidla poráží i hráč, který kopíruje krupiéra.</translation>
    </message>
    <message>
        <source>No skill beats these rules: the house wins at every index.</source>
        <translation>Tato pravidla neporazí žádná dovednost: kasino vyhrává při každém indexu.</translation>
    </message>
    <message>
        <source>What these rules do to the house</source>
        <translation>Co tato pravidla dělají kasinu</translation>
    </message>
    <message>
        <source>EV per bet</source>
        <translation>EV na sázku</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>Výhoda kasina</translation>
    </message>
    <message>
        <source>Per initial bet: a pushed bet rides until it is settled.</source>
        <translation>Na počáteční sázku: sázka po remíze zůstává, dokud není vypořádána.</translation>
    </message>
    <message>
        <source>Per bet: a push pays nothing and takes nothing.</source>
        <translation>Na sázku: remíza nic nevyplácí a nic nebere.</translation>
    </message>
    <message>
        <source>WARNING: {warning}</source>
        <translation>VAROVÁNÍ: {warning}</translation>
    </message>
    <message>
        <source>A skilled player does not beat these rules: the house keeps {share} of every bet even against the best splitting.</source>
        <translation>Zkušený hráč tato pravidla neporazí: kasino si ponechá {share} z každé sázky i proti nejlepšímu rozdělení.</translation>
    </message>
    <message>
        <source>Break-even commission: none needed at these pays and this commission.</source>
        <translation>Provize bodu zvratu: při těchto výplatách a této provizi není potřeba.</translation>
    </message>
    <message>
        <source>Break-even commission: {share} of winning payouts, the skilled player re-splitting at every commission.</source>
        <translation>Provize bodu zvratu: {share} z výherních výplat, přičemž zkušený hráč při každé provizi rozděluje znovu.</translation>
    </message>
    <message>
        <source>Exactly {fraction} of each payout.</source>
        <translation>Přesně {fraction} z každé výplaty.</translation>
    </message>
    <message>
        <source>Assumption: {assumption}.</source>
        <translation>Předpoklad: {assumption}.</translation>
    </message>
    <message>
        <source>House way: a computed split for each of the {vectors} suit-count vectors (differs from best-large on {differs}). No dealer rule, even a randomising one, holds a skilled player below {bound} per bet.</source>
        <translation>Rozdělení kasina: vypočtené rozdělení pro každý z {vectors} vektorů počtu barev (liší se od nejlepší velké ruky u {differs}). Žádné pravidlo krupiéra, ani náhodné, neudrží zkušeného hráče pod {bound} na sázku.</translation>
    </message>
    <message>
        <source>Bet · seat {seat} · {who}</source>
        <translation>Sázka · místo {seat} · {who}</translation>
    </message>
    <message>
        <source>·  Enter places it, Escape cancels</source>
        <translation>·  Enter ji podá, Escape zruší</translation>
    </message>
    <message>
        <source>Seat {seat}'s bet</source>
        <translation>Sázka místa {seat}</translation>
    </message>
    <message>
        <source>Type cards as number and suit letter (3S 5M 1C), or Tab to the grid and pick. Enter moves on and sets; Escape cancels.</source>
        <translation>Pište karty jako číslo a písmeno barvy (3S 5M 1C), nebo přejděte klávesou Tab do mřížky a vyberte. Enter pokračuje a potvrdí; Escape zruší.</translation>
    </message>
    <message numerus="yes">
        <source>{part}
(%n cards)</source>
        <translation><numerusform>{part}
(%n karta)</numerusform><numerusform>{part}
(%n karty)</numerusform><numerusform>{part}
(%n karet)</numerusform></translation>
    </message>
    <message>
        <source>now the {part}</source>
        <translation>teď {part}</translation>
    </message>
    <message>
        <source>Press 1-9 (or click) to choose the three cards of the Small Hand; the other six are the Large Hand. Enter sets, Escape cancels.</source>
        <translation>Stiskněte 1-9 (nebo klikněte) a vyberte tři karty Malé ruky; zbylých šest tvoří Velkou ruku. Enter potvrdí, Escape zruší.</translation>
    </message>
    <message>
        <source>Large (6)</source>
        <translation>Velká (6)</translation>
    </message>
    <message>
        <source>Small (3)</source>
        <translation>Malá (3)</translation>
    </message>
    <message>
        <source>the Small Hand is three cards: release one first</source>
        <translation>Malá ruka má tři karty: nejprve jednu uvolněte</translation>
    </message>
    <message>
        <source>Enter sets this split</source>
        <translation>Enter potvrdí toto rozdělení</translation>
    </message>
    <message>
        <source>{chosen} of 3 Small Hand cards chosen</source>
        <translation>vybráno {chosen} ze 3 karet Malé ruky</translation>
    </message>
    <message>
        <source>choose three cards for the Small Hand ({chosen} chosen)</source>
        <translation>vyberte tři karty pro Malou ruku (vybráno: {chosen})</translation>
    </message>
    <message>
        <source>Hand · seat {seat} · {who}</source>
        <translation>Ruka · místo {seat} · {who}</translation>
    </message>
    <message>
        <source>Settlement · check, then Enter to pay and collect</source>
        <translation>Vypořádání · zkontrolujte a stiskněte Enter pro výplatu a výběr</translation>
    </message>
    <message>
        <source>Pay and collect</source>
        <translation>Vyplatit a vybrat</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Wins both</source>
        <translation>Vyhrává obě</translation>
    </message>
    <message>
        <source>Wins Large</source>
        <translation>Vyhrává Velkou</translation>
    </message>
    <message>
        <source>best Large Hand (best-large)</source>
        <translation>nejlepší velká ruka</translation>
    </message>
    <message>
        <source>the house way (house-way)</source>
        <translation>rozdělení kasina</translation>
    </message>
    <message>
        <source>the dealer's choice (dealer-choice)</source>
        <translation>volba krupiéra</translation>
    </message>
    <message>
        <source>not in play</source>
        <translation>není ve hře</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a seat</comment>
        <translation>volné</translation>
    </message>
    <message>
        <source>bet rides</source>
        <translation>sázka zůstává</translation>
    </message>
    <message>
        <source>bet rides to the next round</source>
        <translation>sázka zůstává do dalšího kola</translation>
    </message>
    <message>
        <source>bet stays</source>
        <translation>sázka trvá</translation>
    </message>
    <message>
        <source>bet stays (may be withdrawn)</source>
        <translation>sázka trvá (lze ji stáhnout)</translation>
    </message>
    <message>
        <source>{payout} (commission {commission})</source>
        <translation>{payout} (provize {commission})</translation>
    </message>
    <message>
        <source>commission {amount}</source>
        <translation>provize {amount}</translation>
    </message>
    <message>
        <source>Bets {low}–{high}</source>
        <translation>Sázky {low}–{high}</translation>
    </message>
    <message>
        <source>pays {both} / {large}</source>
        <translation>výplata {both} / {large}</translation>
    </message>
    <message>
        <source>push {push}</source>
        <translation>remíza {push}</translation>
    </message>
    <message>
        <source>commission {percent}%</source>
        <translation>provize {percent} %</translation>
    </message>
    <message>
        <source>last round: set by {rule}</source>
        <translation>poslední kolo: rozdělení {rule}</translation>
    </message>
    <message>
        <source>set by {rule}</source>
        <translation>rozdělení {rule}</translation>
    </message>
    <message>
        <source>Table closed</source>
        <translation>Stůl zavřen</translation>
    </message>
    <message>
        <source>Bets open · N starts round {round}</source>
        <translation>Sázky otevřeny · N zahájí kolo {round}</translation>
    </message>
    <message>
        <source>Bets open · Ctrl+P seats, B bets</source>
        <translation>Sázky otevřeny · Ctrl+P usazení, B sázky</translation>
    </message>
    <message>
        <source>Round {round} · S: settle</source>
        <translation>Kolo {round} · S: vypořádat</translation>
    </message>
    <message>
        <source>Round {round} · H: hands to set, seat {seats}</source>
        <translation>Kolo {round} · H: ruce k rozdělení, místo {seats}</translation>
    </message>
    <message>
        <source>Round {round} · D: the dealer's hand</source>
        <translation>Kolo {round} · D: ruka krupiéra</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Sázka</translation>
    </message>
    <message>
        <source>Payout</source>
        <translation>Výplata</translation>
    </message>
    <message>
        <source>Commission</source>
        <translation>Provize</translation>
    </message>
    <message>
        <source>rides (locked)</source>
        <translation>zůstává (uzamčeno)</translation>
    </message>
    <message>
        <source>stays, may withdraw</source>
        <translation>trvá, lze stáhnout</translation>
    </message>
    <message>
        <source>The house pays {paid} and collects {collected}.</source>
        <translation>Kasino vyplácí {paid} a vybírá {collected}.</translation>
    </message>
    <message>
        <source> and not with a bet riding</source>
        <translation> a ne se zůstávající sázkou</translation>
    </message>
    <message>
        <source>1-7 select a seat  ·  B bet  ·  W withdraw  ·  N start the round  ·  H a seat's hand  ·  D the dealer's hand  ·  S settle</source>
        <translation>1-7 výběr místa  ·  B sázka  ·  W stažení  ·  N zahájení kola  ·  H ruka místa  ·  D ruka krupiéra  ·  S vypořádání</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Stáhnout sázku</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>Zahájit kolo</translation>
    </message>
    <message>
        <source>Seat's hand</source>
        <translation>Ruka místa</translation>
    </message>
    <message>
        <source>Dealer's hand</source>
        <translation>Ruka krupiéra</translation>
    </message>
    <message>
        <source>Settle</source>
        <translation>Vyrovnání</translation>
    </message>
    <message>
        <source>this table's seats are 1 to {seats}; seat {seat} is not in play</source>
        <translation>místa tohoto stolu jsou 1 až {seats}; místo {seat} není ve hře</translation>
    </message>
    <message>
        <source>select a seat first (keys 1-7), then B</source>
        <translation>nejprve vyberte místo (klávesy 1-7), pak B</translation>
    </message>
    <message>
        <source>bets are placed between rounds</source>
        <translation>sázky se podávají mezi koly</translation>
    </message>
    <message>
        <source>seat {seat} is empty: Ctrl+P seats a player</source>
        <translation>místo {seat} je volné: Ctrl+P usadí hráče</translation>
    </message>
    <message>
        <source>seat {seat}'s bet rides after a push: it plays the next round unchanged</source>
        <translation>sázka místa {seat} po remíze zůstává: hraje v dalším kole beze změny</translation>
    </message>
    <message>
        <source>seat {seat} cannot bet now (its stack is below the minimum bet)</source>
        <translation>místo {seat} teď nemůže vsadit (jeho žetony nedosahují minimální sázky)</translation>
    </message>
    <message>
        <source>seat {seat}'s bet rides after a push: it cannot be withdrawn</source>
        <translation>sázka místa {seat} po remíze zůstává: nelze ji stáhnout</translation>
    </message>
    <message>
        <source>select a seat with a bet (keys 1-7), then W</source>
        <translation>vyberte místo se sázkou (klávesy 1-7), pak W</translation>
    </message>
    <message>
        <source>a round starts between rounds, once a seat has a bet</source>
        <translation>kolo se zahajuje mezi koly, jakmile má některé místo sázku</translation>
    </message>
    <message>
        <source>splits are entered during a round, until the dealer's hand is set</source>
        <translation>rozdělení se zadávají během kola, dokud není ruka krupiéra rozdělena</translation>
    </message>
    <message>
        <source>Hand · seat {seat} · {who} · as the player set it</source>
        <translation>Ruka · místo {seat} · {who} · jak ji hráč rozdělil</translation>
    </message>
    <message>
        <source>Large Hand</source>
        <translation>Velká ruka</translation>
    </message>
    <message>
        <source>Small Hand</source>
        <translation>Malá ruka</translation>
    </message>
    <message>
        <source>every seat has set: D for the dealer's hand</source>
        <translation>všechna místa rozdělila: D pro ruku krupiéra</translation>
    </message>
    <message>
        <source>every seat sets before the dealer: H for the others</source>
        <translation>každé místo rozděluje před krupiérem: H pro ostatní</translation>
    </message>
    <message>
        <source>the dealer's hand is set once per round</source>
        <translation>ruka krupiéra se rozděluje jednou za kolo</translation>
    </message>
    <message>
        <source>Dealer's Large Hand</source>
        <translation>Velká ruka krupiéra</translation>
    </message>
    <message>
        <source>Dealer's Small Hand</source>
        <translation>Malá ruka krupiéra</translation>
    </message>
    <message>
        <source>Dealer's hand · as the dealer set it (dealer-choice)</source>
        <translation>Ruka krupiéra · jak ji krupiér rozdělil (volba krupiéra)</translation>
    </message>
    <message>
        <source>Dealer's nine</source>
        <translation>Devět karet krupiéra</translation>
    </message>
    <message>
        <source>Dealer's hand · the console splits it by {rule}</source>
        <translation>Ruka krupiéra · konzole ji rozdělí podle {rule}</translation>
    </message>
    <message>
        <source>S shows the settlement</source>
        <translation>S ukáže vypořádání</translation>
    </message>
    <message>
        <source>a round settles once the dealer's hand is set</source>
        <translation>kolo se vypořádá, jakmile je ruka krupiéra rozdělena</translation>
    </message>
    <message>
        <source>settled: the results stay up until the next round starts</source>
        <translation>vypořádáno: výsledky zůstanou zobrazeny do začátku dalšího kola</translation>
    </message>
    <message>
        <source>What these rules play</source>
        <translation>Co tato pravidla hrají</translation>
    </message>
    <message>
        <source>A throw puts in contest</source>
        <translation>Hod přináší do souboje</translation>
    </message>
    <message>
        <source>Of 64</source>
        <translation>Z 64</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Začínající</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Rozdání</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Sázky</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Od</translation>
    </message>
    <message>
        <source>to</source>
        <translation>do</translation>
    </message>
    <message>
        <source>{declinable} of 64 throws show a Black and may be declined; {white} is triple White, {black} are triple Black. A contest: either player wins it with chance {chance} (equal rolls, {tie} of {pairs}, roll again).</source>
        <translation>{declinable} z 64 hodů ukazuje Černou a lze je odmítnout; {white} jsou tři bílé, {black} jsou tři černé. Souboj: kterýkoli hráč ho vyhraje s pravděpodobností {chance} (stejné hody, {tie} z {pairs}, se házejí znovu).</translation>
    </message>
    <message>
        <source>A game to {target} ({win_check}, settled {settle}), exact: the first thrower's chance, the Hands a game lasts and the stakes it moves, on average, both players declining by the policy ({legend}).</source>
        <translation>Hra do {target} ({win_check}, vypořádání {settle}), přesně: šance prvního házejícího, počet kol, která hra trvá, a sázky, které přesune, v průměru, oba hráči odmítají podle strategie ({legend}).</translation>
    </message>
    <message>
        <source>The game's chances are computed for two players; these rules seat {players}.</source>
        <translation>Šance hry jsou vypočteny pro dva hráče; tato pravidla usazují hráčů: {players}.</translation>
    </message>
    <message>
        <source>No game stands at {first} to {second} between Hands: no run of throws leads there.</source>
        <translation>Žádná hra nestojí mezi koly na {first} : {second}: žádná řada hodů tam nevede.</translation>
    </message>
    <message>
        <source>At {first} to {second}, the player to throw wins {chance} (both declining a Black when ahead), {hands} Hands to go.</source>
        <translation>Za stavu {first} : {second} vyhrává hráč na hodu s pravděpodobností {chance} (oba odmítají Černou, když vedou), zbývá kol: {hands}.</translation>
    </message>
    <message>
        <source>Opening roll</source>
        <translation>Úvodní hod</translation>
    </message>
    <message>
        <source>Contest for the {prize}</source>
        <translation>Souboj o cenu: {prize}</translation>
    </message>
    <message>
        <source>{contest}, rolled again (round {round})</source>
        <translation>{contest}, hozeno znovu (kolo {round})</translation>
    </message>
    <message>
        <source>{contest}: {rolls}</source>
        <translation>{contest}: {rolls}</translation>
    </message>
    <message>
        <source>No game in play</source>
        <translation>Neprobíhá žádná hra</translation>
    </message>
    <message>
        <source>Game {game} to {target}: everyone rolls for the first throw</source>
        <translation>Hra {game} do {target}: všichni házejí o první hod</translation>
    </message>
    <message>
        <source>Game {game} to {target} · Hand {hand}</source>
        <translation>Hra {game} do {target} · Kolo {hand}</translation>
    </message>
    <message>
        <source>Game {game} to {target} · Hand {hand}: the wands are {holder}'s (passed by {entitled})</source>
        <translation>Hra {game} do {target} · Kolo {hand}: hůlky má {holder} (přenechání: {entitled})</translation>
    </message>
    <message>
        <source>Game {game} to {target} · Hand {hand}: the wands are {holder}'s</source>
        <translation>Hra {game} do {target} · Kolo {hand}: hůlky má {holder}</translation>
    </message>
    <message>
        <source>N starts a game</source>
        <translation>N zahájí hru</translation>
    </message>
    <message>
        <source>{who}: take the wands? Y takes, X refuses</source>
        <translation>{who}: přijmout hůlky? Y přijme, X odmítne</translation>
    </message>
    <message>
        <source>{who}: take the first roll? Y takes, X refuses</source>
        <translation>{who}: přijmout první hod? Y přijme, X odmítne</translation>
    </message>
    <message>
        <source>{who} threw a Black: D declines the Hand, P plays it</source>
        <translation>{who}: hozena Černá: D kolo odmítne, P ho hraje</translation>
    </message>
    <message>
        <source>{who} throws the wands: W throws</source>
        <translation>{who} hází hůlkami: W hodí</translation>
    </message>
    <message>
        <source>{who} throws the wands: type the three wands (B S W R), Enter</source>
        <translation>{who} hází hůlkami: napište tři hůlky (B S W R), Enter</translation>
    </message>
    <message>
        <source>{who} rolls: R rolls</source>
        <translation>{who} hází kostkami: R hodí</translation>
    </message>
    <message>
        <source>{who} rolls: type the roll (2-12 or 3+5), Enter</source>
        <translation>{who} hází kostkami: napište hod (2-12 nebo 3+5), Enter</translation>
    </message>
    <message>
        <source>Ctrl+O offers it to the next player</source>
        <translation>Ctrl+O ho nabídne dalšímu hráči</translation>
    </message>
    <message>
        <source>the wands</source>
        <translation>hůlky</translation>
    </message>
    <message>
        <source>rolled {roll}</source>
        <translation>padlo {roll}</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>na tahu</translation>
    </message>
    <message>
        <source>No Hand yet this game.</source>
        <translation>V této hře zatím žádné kolo.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Hodit hůlkami</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Hodit kostkami</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Odmítnout</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Hrát</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Nabídnout</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Přijmout</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Odmítnout nabídku</translation>
    </message>
    <message>
        <source>Time charge</source>
        <translation>Časový poplatek</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <source>{seat} · empty</source>
        <translation>{seat} · volné</translation>
    </message>
    <message>
        <source>no new game now: one is in play</source>
        <translation>teď nelze zahájit novou hru: jedna probíhá</translation>
    </message>
    <message>
        <source>type the three wands the thrower shows, then Enter</source>
        <translation>napište tři hůlky, které házející ukazuje, a pak Enter</translation>
    </message>
    <message>
        <source>nobody throws the wands now</source>
        <translation>teď nikdo nehází hůlkami</translation>
    </message>
    <message>
        <source>type the roll the dice show, then Enter</source>
        <translation>napište hod, který ukazují kostky, a pak Enter</translation>
    </message>
    <message>
        <source>nobody rolls now</source>
        <translation>teď nikdo nehází kostkami</translation>
    </message>
    <message>
        <source>only a throw that shows a Black can be declined</source>
        <translation>odmítnout lze jen hod, na kterém je Černá</translation>
    </message>
    <message>
        <source>no throw waits to be declined or played</source>
        <translation>žádný hod nečeká na odmítnutí nebo hraní</translation>
    </message>
    <message>
        <source>an option is offered by who throws the wands or rolls first, before using it</source>
        <translation>možnost nabízí ten, kdo hází hůlkami nebo kostkami první, předtím než ji využije</translation>
    </message>
    <message>
        <source>no offer waits for an answer</source>
        <translation>žádná nabídka nečeká na odpověď</translation>
    </message>
    <message>
        <source>no time charge to collect now</source>
        <translation>teď není co vybrat na časovém poplatku</translation>
    </message>
    <message>
        <source>type the three wands</source>
        <translation>napište tři hůlky</translation>
    </message>
    <message>
        <source>type the roll</source>
        <translation>napište hod</translation>
    </message>
    <message>
        <source>nothing to enter now</source>
        <translation>teď není co zadat</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Černá</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Loď</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bílá</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Hvězda</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Hodnota</translation>
    </message>
    <message>
        <source>Fraction</source>
        <translation>Zlomek</translation>
    </message>
    <message>
        <source>What these rules deal</source>
        <translation>Co tato pravidla rozdávají</translation>
    </message>
    <message>
        <source>Counted over every three-card hand of the pack; the svara chance over two hands dealt from one pack (equal values tie whatever made them).</source>
        <translation>Spočteno přes všechny trojkaretní ruce balíčku; šance svary přes dvě ruce rozdané z jednoho balíčku (stejné hodnoty jsou shoda bez ohledu na to, čím vznikly).</translation>
    </message>
    <message>
        <source>{profile}: {hands} hands</source>
        <translation>{profile}: rukou: {hands}</translation>
    </message>
    <message>
        <source>A two-player showdown is a svara: &lt;b style='font-size:20px'&gt;{fraction}&lt;/b&gt; ({percent}, about 1 in {one_in})</source>
        <translation>Odkrytí karet dvou hráčů je svarou: &lt;b style='font-size:20px'&gt;{fraction}&lt;/b&gt; ({percent}, asi 1 z {one_in})</translation>
    </message>
    <message>
        <source>A two-player showdown is never a svara under this profile.</source>
        <translation>Odkrytí karet dvou hráčů není v tomto profilu nikdy svarou.</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Podívat se do karet</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Dorovnat</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Navýšit</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Odkrytí</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Složit</translation>
    </message>
    <message>
        <source>Split the pot</source>
        <translation>Rozdělit bank</translation>
    </message>
    <message>
        <source>Play the svara</source>
        <translation>Hrát svaru</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Přidat se</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Nepřidat se</translation>
    </message>
    <message>
        <source>Deal the svara</source>
        <translation>Rozdat svaru</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Nové rozdání</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Odkrytí karet</translation>
    </message>
    <message>
        <source>dark</source>
        <comment>a Seka seat that has not looked</comment>
        <translation>naslepo</translation>
    </message>
    <message>
        <source>light</source>
        <comment>a Seka seat that has looked</comment>
        <translation>s kartami</translation>
    </message>
    <message>
        <source>Has not looked: pays half the stake</source>
        <translation>Karty neviděny: platí polovinu sázky</translation>
    </message>
    <message>
        <source>Has looked (or plays light): pays the whole stake</source>
        <translation>Karty viděny (nebo hraje s kartami): platí celou sázku</translation>
    </message>
    <message>
        <source>Showed a hand worth {value}</source>
        <translation>Ukázaná ruka v hodnotě {value}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>volné</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>čeká</translation>
    </message>
    <message>
        <source>sat out</source>
        <translation>vynechává</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>složeno</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>called</source>
        <translation>dorovnáno</translation>
    </message>
    <message>
        <source>raised</source>
        <translation>navýšeno</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>odkryto</translation>
    </message>
    <message>
        <source>looked</source>
        <translation>karty viděny</translation>
    </message>
    <message>
        <source>shown down</source>
        <translation>poraženo při odkrytí</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>odkrytí karet</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>shoda</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>ve svaře</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>nepřidává se</translation>
    </message>
    <message>
        <source>to say: split?</source>
        <translation>na řadě: rozdělit?</translation>
    </message>
    <message>
        <source>asked to join</source>
        <translation>výzva k připojení</translation>
    </message>
    <message>
        <source>Paid {amount}</source>
        <translation>Zaplaceno {amount}</translation>
    </message>
    <message>
        <source>Hand {hand} · svara {deal}</source>
        <translation>Rozdání {hand} · svara {deal}</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>Sázení</translation>
    </message>
    <message>
        <source>Svara: split or play?</source>
        <translation>Svara: rozdělit, nebo hrát?</translation>
    </message>
    <message>
        <source>Svara: who joins?</source>
        <translation>Svara: kdo se přidá?</translation>
    </message>
    <message>
        <source>Svara: deal</source>
        <translation>Svara: rozdání</translation>
    </message>
    <message>
        <source>Svara {deal}: betting</source>
        <translation>Svara {deal}: sázení</translation>
    </message>
    <message>
        <source>Showdown (the orbits ran out)</source>
        <translation>Odkrytí karet (obehy došly)</translation>
    </message>
    <message>
        <source>Showdown (nobody left to bet)</source>
        <translation>Odkrytí karet (nikdo nezbývá k sázení)</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Sázka</translation>
    </message>
    <message>
        <source>seat {seat} pays {amount} dark (half)</source>
        <translation>místo {seat} platí {amount} naslepo (polovina)</translation>
    </message>
    <message>
        <source>seat {seat} pays {amount}</source>
        <translation>místo {seat} platí {amount}</translation>
    </message>
    <message>
        <source>{seats} tie at {value}</source>
        <translation>{seats} mají shodu na {value}</translation>
    </message>
    <message>
        <source>{seats} tie</source>
        <translation>{seats} mají shodu</translation>
    </message>
    <message>
        <source>SVARA</source>
        <translation>SVARA</translation>
    </message>
    <message>
        <source>Pot carried {pot} · fee to join &lt;b&gt;{fee}&lt;/b&gt;</source>
        <translation>Přenesený bank {pot} · vklad do svary &lt;b&gt;{fee}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>split agreed: {seats}</source>
        <translation>rozdělení dohodnuto: {seats}</translation>
    </message>
    <message>
        <source>joined: {seats}</source>
        <translation>ve svaře: {seats}</translation>
    </message>
    <message>
        <source>passed: {seats}</source>
        <translation>nepřidávají se: {seats}</translation>
    </message>
    <message>
        <source>{seat} to act (dark)</source>
        <translation>{seat} na tahu (naslepo)</translation>
    </message>
    <message>
        <source>{seat} to act (light)</source>
        <translation>{seat} na tahu (s kartami)</translation>
    </message>
    <message>
        <source>{seat}: split the pot, or play the svara?</source>
        <translation>{seat}: rozdělit bank, nebo hrát svaru?</translation>
    </message>
    <message>
        <source>{seat}: join the svara?</source>
        <translation>{seat}: přidat se ke svaře?</translation>
    </message>
    <message>
        <source>The svara deal is next</source>
        <translation>Následuje rozdání svary</translation>
    </message>
    <message>
        <source>Showdown: enter the shown hands</source>
        <translation>Odkrytí karet: zadejte ukázané ruce</translation>
    </message>
    <message>
        <source>Showdown: show the dealt hands</source>
        <translation>Odkrytí karet: ukažte rozdané ruce</translation>
    </message>
    <message>
        <source>split by agreement</source>
        <translation>rozděleno dohodou</translation>
    </message>
    <message>
        <source>after 1 svara</source>
        <translation>po 1 svaře</translation>
    </message>
    <message numerus="yes">
        <source>after %n svaras</source>
        <translation><numerusform>po %n svaře</numerusform><numerusform>po %n svarách</numerusform><numerusform>po %n svarách</numerusform></translation>
    </message>
    <message>
        <source>rake {amount}</source>
        <translation>rake {amount}</translation>
    </message>
    <message>
        <source> (showed {value})</source>
        <translation> (ukázáno {value})</translation>
    </message>
    <message>
        <source> (unseen)</source>
        <translation> (neviděno)</translation>
    </message>
    <message>
        <source>; {how}</source>
        <translation>; {how}</translation>
    </message>
    <message>
        <source>Hand {hand} voided: every payment went back</source>
        <translation>Rozdání {hand} zrušeno: všechny platby se vrátily</translation>
    </message>
    <message>
        <source>Join for</source>
        <translation>Přidat se za</translation>
    </message>
    <message>
        <source>Raise to</source>
        <translation>Navýšit na</translation>
    </message>
    <message>
        <source>Hands</source>
        <comment>the shown hands</comment>
        <translation>Ruce</translation>
    </message>
    <message>
        <source>&lt;b style='color:{ink}'&gt;{seat} folds&lt;/b&gt; (equal values: the revealer folds); {other} plays on</source>
        <translation>&lt;b style='color:{ink}'&gt;{seat} skládá&lt;/b&gt; (stejné hodnoty: skládá odkrývající); {other} hraje dál</translation>
    </message>
    <message>
        <source>&lt;b style='color:{ink}'&gt;{seat} folds&lt;/b&gt; (the lower hand folds); {other} plays on</source>
        <translation>&lt;b style='color:{ink}'&gt;{seat} skládá&lt;/b&gt; (nižší ruka skládá); {other} hraje dál</translation>
    </message>
    <message>
        <source>&lt;span style='color:{ink}; font-weight:800'&gt;SVARA&lt;/span&gt;: seats {seats} tie. The pot of {pot} is carried into a svara; each other player dealt in may join for &lt;b&gt;{fee}&lt;/b&gt;</source>
        <translation>&lt;span style='color:{ink}; font-weight:800'&gt;SVARA&lt;/span&gt;: místa {seats} mají shodu. Bank {pot} se přenáší do svary; každý další hráč, který dostal karty, se může přidat za &lt;b&gt;{fee}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{seat}: {amount} goes back</source>
        <translation>{seat}: {amount} se vrací</translation>
    </message>
    <message>
        <source>Rake to the house: {amount} (from side pot {pot})</source>
        <translation>Rake pro kasino: {amount} (z vedlejšího banku {pot})</translation>
    </message>
    <message>
        <source>Rake to the house: {amount}</source>
        <translation>Rake pro kasino: {amount}</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Hlavní bank</translation>
    </message>
    <message>
        <source>Side pot {number}</source>
        <translation>Vedlejší bank {number}</translation>
    </message>
    <message>
        <source>{pot} {amount} (uncontested): &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount} (bez soupeře): &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{pot} {amount} (split by agreement): &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount} (rozděleno dohodou): &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{pot} {amount}: &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount}: &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>of a showing</comment>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>No pot is paid yet: betting goes on.</source>
        <translation>Zatím se nevyplácí žádný bank: sázení pokračuje.</translation>
    </message>
    <message>
        <source>raise the stake to</source>
        <translation>navýšit sázku na</translation>
    </message>
    <message>
        <source>no hand is shown now</source>
        <translation>teď se neukazuje žádná ruka</translation>
    </message>
    <message>
        <source>the engine refused it</source>
        <translation>hra to odmítla</translation>
    </message>
    <message>
        <source>Reveal by seat {seat} · {player}</source>
        <translation>Odkrytí: místo {seat} · {player}</translation>
    </message>
    <message>
        <source>e.g. {cards}</source>
        <translation>např. {cards}</translation>
    </message>
    <message>
        <source>seat {seat}'s cards</source>
        <translation>karty místa {seat}</translation>
    </message>
    <message>
        <source>a Seka hand is {size} cards, not {count}</source>
        <translation>ruka v Sece má {size} karet, ne {count}</translation>
    </message>
    <message>
        <source>Who takes what  [Enter]</source>
        <translation>Kdo co bere  [Enter]</translation>
    </message>
    <message>
        <source>Type each shown hand: rank ({ranks}) then suit {suits}, e.g. {example}, or {joker} for the joker. Enter moves to the next hand, then shows who takes what.</source>
        <translation>Napište každou ukázanou ruku: hodnota ({ranks}), pak barva {suits}, např. {example}, nebo {joker} pro žolíka. Enter přejde na další ruku a pak ukáže, kdo co bere.</translation>
    </message>
    <message>
        <source>Type each shown hand: rank ({ranks}) then suit {suits}, e.g. {example}. Enter moves to the next hand, then shows who takes what.</source>
        <translation>Napište každou ukázanou ruku: hodnota ({ranks}), pak barva {suits}, např. {example}. Enter přejde na další ruku a pak ukáže, kdo co bere.</translation>
    </message>
    <message>
        <source>{title}: enter the shown hands</source>
        <translation>{title}: zadejte ukázané ruce</translation>
    </message>
    <message>
        <source>{title}: who takes what</source>
        <translation>{title}: kdo co bere</translation>
    </message>
    <message>
        <source>dealt by the console</source>
        <translation>rozdáno konzolí</translation>
    </message>
    <message>
        <source>shown before</source>
        <translation>ukázáno dříve</translation>
    </message>
    <message>
        <source>enter three cards ({typed} typed)</source>
        <translation>zadejte tři karty (napsáno: {typed})</translation>
    </message>
    <message>
        <source>card {card} is also in seat {seat}'s hand; the {pack} pack holds it once</source>
        <translation>karta {card} je také v ruce místa {seat}; balíček {pack} ji obsahuje jednou</translation>
    </message>
    <message>
        <source>value {value}</source>
        <translation>hodnota {value}</translation>
    </message>
    <message>
        <source>{what}: {count} cards, e.g. {example}</source>
        <translation>{what}: karet: {count}, např. {example}</translation>
    </message>
    <message>
        <source>{what}: {count} cards</source>
        <translation>{what}: karet: {count}</translation>
    </message>
    <message>
        <source>{what}: {typed} of {count} cards</source>
        <translation>{what}: {typed} z {count} karet</translation>
    </message>
    <message>
        <source>{what} is {count} cards, not {typed}</source>
        <translation>{what} má {count} karet, ne {typed}</translation>
    </message>
    <message>
        <source>card {card} is entered {times} times; the deck holds only {copies} copies</source>
        <translation>karta {card} je zadána {times}krát; balíček obsahuje jen {copies} kopie</translation>
    </message>
    <message>
        <source>card {card}: no copy is left (the deck holds {copies}; {elsewhere} already entered in this round, {here} here)</source>
        <translation>karta {card}: nezbývá žádná kopie (balíček obsahuje {copies}; {elsewhere} už zadáno v tomto kole, {here} zde)</translation>
    </message>
    <message>
        <source>card {card}: no copy is left (the deck holds {copies}; {elsewhere} already entered in this round)</source>
        <translation>karta {card}: nezbývá žádná kopie (balíček obsahuje {copies}; {elsewhere} už zadáno v tomto kole)</translation>
    </message>
    <message>
        <source>{what} needs {count} cards; {typed} entered</source>
        <translation>{what} potřebuje {count} karet; zadáno {typed}</translation>
    </message>
    <message>
        <source>{number} of {suit} ({card})</source>
        <translation>{number} {suit} ({card})</translation>
    </message>
    <message>
        <source>{left} left</source>
        <comment>copies of a card</comment>
        <translation>zbývá {left}</translation>
    </message>
    <message>
        <source>Hand check</source>
        <translation>Kontrola ruky</translation>
    </message>
    <message>
        <source>Type six cards (a Sekhoma hand) or three (a Small Hand): number 1-6, then the suit letter {suits}, e.g. {example}</source>
        <translation>Napište šest karet (ruka Sekhoma) nebo tři (Malá ruka): číslo 1-6, pak písmeno barvy {suits}, např. {example}</translation>
    </message>
    <message>
        <source>{count} of 6 cards</source>
        <translation>{count} z 6 karet</translation>
    </message>
    <message>
        <source>a hand has 6 cards (3 for a Small Hand), not {count}</source>
        <translation>ruka má 6 karet (Malá ruka 3), ne {count}</translation>
    </message>
    <message>
        <source>Small Hand - rank {rank}, score {score}</source>
        <translation>Malá ruka - pořadí {rank}, skóre {score}</translation>
    </message>
    <message>
        <source>Sekhoma hand - rank {rank}, score {score}</source>
        <translation>Ruka Sekhoma - pořadí {rank}, skóre {score}</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Zkontrolovat</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Výměna</translation>
    </message>
    <message>
        <source>card {number}: {card}</source>
        <translation>karta {number}: {card}</translation>
    </message>
    <message numerus="yes">
        <source>at most %n cards may be exchanged</source>
        <translation><numerusform>vyměnit lze nejvýše %n kartu</numerusform><numerusform>vyměnit lze nejvýše %n karty</numerusform><numerusform>vyměnit lze nejvýše %n karet</numerusform></translation>
    </message>
    <message>
        <source>{count} of max {most}</source>
        <translation>{count} z max. {most}</translation>
    </message>
    <message>
        <source>1-6 mark · Enter sends · Esc cancels</source>
        <translation>1-6 označit · Enter odešle · Esc zruší</translation>
    </message>
    <message>
        <source>Betting round 1</source>
        <translation>Kolo sázek 1</translation>
    </message>
    <message>
        <source>Betting round 2</source>
        <translation>Kolo sázek 2</translation>
    </message>
    <message>
        <source>checked</source>
        <translation>check</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>sázka</translation>
    </message>
    <message>
        <source>in</source>
        <translation>ve hře</translation>
    </message>
    <message>
        <source>exchanged</source>
        <translation>vyměněno</translation>
    </message>
    <message>
        <source>in the showdown</source>
        <translation>v odkrytí karet</translation>
    </message>
    <message>
        <source>drew {count}</source>
        <translation>dobráno: {count}</translation>
    </message>
    <message>
        <source>Bet {amount}</source>
        <translation>Sázka {amount}</translation>
    </message>
    <message>
        <source>In hand {amount}</source>
        <translation>V ruce {amount}</translation>
    </message>
    <message>
        <source>Bets this round</source>
        <translation>Sázky v tomto kole</translation>
    </message>
    <message>
        <source>Unmatched {amount} goes back to seat {seat}</source>
        <translation>Nedorovnaných {amount} se vrací místu {seat}</translation>
    </message>
    <message>
        <source> (all-in)</source>
        <translation> (all-in)</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>K dorovnání</translation>
    </message>
    <message>
        <source>No bet yet</source>
        <translation>Zatím žádná sázka</translation>
    </message>
    <message>
        <source>raises {made} of {most}</source>
        <translation>navýšení {made} z {most}</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} to exchange</source>
        <translation>Místo {seat} · {player} vyměňuje karty</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} to act</source>
        <translation>Místo {seat} · {player} na tahu</translation>
    </message>
    <message>
        <source> ({category})</source>
        <comment>a take's hand</comment>
        <translation> ({category})</translation>
    </message>
    <message>
        <source>; rake {amount}</source>
        <translation>; rake {amount}</translation>
    </message>
    <message>
        <source>Hand {hand} voided: every wager went back</source>
        <translation>Rozdání {hand} zrušeno: všechny sázky se vrátily</translation>
    </message>
    <message>
        <source>rank {rank} · score {score}</source>
        <translation>pořadí {rank} · skóre {score}</translation>
    </message>
    <message>
        <source>{seat}: unmatched {amount} goes back</source>
        <translation>{seat}: nedorovnaných {amount} se vrací</translation>
    </message>
    <message>
        <source>{pot} {amount} (uncontested), seats {seats} eligible: &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount} (bez soupeře), nárok mají místa {seats}: &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{pot} {amount}, seats {seats} eligible: &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount}, nárok mají místa {seats}: &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pots</source>
        <translation>Banky</translation>
    </message>
    <message>
        <source>raise to</source>
        <translation>navýšit na</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>výměna</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>karty</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} discards</source>
        <translation>Místo {seat} · {player} odhazuje</translation>
    </message>
    <message>
        <source>not the showdown yet</source>
        <translation>ještě není odkrytí karet</translation>
    </message>
    <message>
        <source>the engine refused the showdown</source>
        <translation>hra odkrytí karet odmítla</translation>
    </message>
    <message>
        <source>Preview payout  [Enter]</source>
        <translation>Náhled výplaty  [Enter]</translation>
    </message>
    <message>
        <source>Showdown: who is paid what</source>
        <translation>Odkrytí karet: kdo dostane co</translation>
    </message>
    <message>
        <source>Confirm and pay  [Enter]</source>
        <translation>Potvrdit a vyplatit  [Enter]</translation>
    </message>
    <message>
        <source>nothing is paid until you confirm</source>
        <translation>nic se nevyplatí, dokud nepotvrdíte</translation>
    </message>
    <message>
        <source>Type each shown hand: number 1-6 then suit {suits}, e.g. {example}. Enter moves to the next hand, then previews the payout.</source>
        <translation>Napište každou ukázanou ruku: číslo 1-6, pak barva {suits}, např. {example}. Enter přejde na další ruku a pak ukáže náhled výplaty.</translation>
    </message>
    <message>
        <source>&amp;Trick check</source>
        <translation>Kontrola &amp;štychu</translation>
    </message>
    <message>
        <source>Key {key}</source>
        <translation>Klávesa {key}</translation>
    </message>
    <message>
        <source>In the dark</source>
        <translation>Naslepo</translation>
    </message>
    <message>
        <source>End the trick</source>
        <translation>Ukončit štych</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nové rozdání</translation>
    </message>
    <message>
        <source>Enter result</source>
        <translation>Zadat výsledek</translation>
    </message>
    <message>
        <source>Abandon match</source>
        <translation>Přerušit partii</translation>
    </message>
    <message>
        <source>points</source>
        <translation>body</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Potvrdit</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Modrá</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>Jantarová</translation>
    </message>
    <message>
        <source>{side} · partners {seats}</source>
        <translation>{side} · spoluhráči {seats}</translation>
    </message>
    <message>
        <source>{side} · partner {seats}</source>
        <translation>{side} · spoluhráč {seats}</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>ROZDÁVAJÍCÍ</translation>
    </message>
    <message numerus="yes">
        <source>%n card in hand</source>
        <translation><numerusform>%n karta v ruce</numerusform><numerusform>%n karty v ruce</numerusform><numerusform>%n karet v ruce</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n cards in hand</source>
        <translation><numerusform>%n karta v ruce</numerusform><numerusform>%n karty v ruce</numerusform><numerusform>%n karet v ruce</numerusform></translation>
    </message>
    <message>
        <source>LEADS ON OR ENDS</source>
        <translation>VYNÁŠÍ DÁL, NEBO UKONČÍ</translation>
    </message>
    <message>
        <source>TO PLAY</source>
        <translation>NA TAHU</translation>
    </message>
    <message>
        <source>Between deals; seat {seat} deals next</source>
        <translation>Mezi rozdáními; další rozdává místo {seat}</translation>
    </message>
    <message>
        <source>Between deals</source>
        <translation>Mezi rozdáními</translation>
    </message>
    <message>
        <source>Deal {deal} · dealt by seat {seat} · live cards</source>
        <translation>Rozdání {deal} · rozdává místo {seat} · živé karty</translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal} · dealt by seat {seat} · stock %n card</source>
        <translation><numerusform>Rozdání {deal} · rozdává místo {seat} · v talonu %n karta</numerusform><numerusform>Rozdání {deal} · rozdává místo {seat} · v talonu %n karty</numerusform><numerusform>Rozdání {deal} · rozdává místo {seat} · v talonu %n karet</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal} · dealt by seat {seat} · stock %n cards</source>
        <translation><numerusform>Rozdání {deal} · rozdává místo {seat} · v talonu %n karta</numerusform><numerusform>Rozdání {deal} · rozdává místo {seat} · v talonu %n karty</numerusform><numerusform>Rozdání {deal} · rozdává místo {seat} · v talonu %n karet</numerusform></translation>
    </message>
    <message>
        <source>Live cards: the host enters the deal's result when it has been played</source>
        <translation>Živé karty: výsledek rozdání zadá obsluha, až bude odehráno</translation>
    </message>
    <message>
        <source>No trick on the table</source>
        <translation>Na stole není žádný štych</translation>
    </message>
    <message>
        <source>dark</source>
        <comment>a card played in the dark</comment>
        <translation>naslepo</translation>
    </message>
    <message>
        <source>R{round}</source>
        <comment>a trick's round, short</comment>
        <translation>K{round}</translation>
    </message>
    <message>
        <source>S{seat}</source>
        <comment>a seat, short</comment>
        <translation>M{seat}</translation>
    </message>
    <message numerus="yes">
        <source>{points} points · %n trick</source>
        <translation><numerusform>{points} bodů · %n štych</numerusform><numerusform>{points} bodů · %n štychy</numerusform><numerusform>{points} bodů · %n štychů</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>{points} points · %n tricks</source>
        <translation><numerusform>{points} bodů · %n štych</numerusform><numerusform>{points} bodů · %n štychy</numerusform><numerusform>{points} bodů · %n štychů</numerusform></translation>
    </message>
    <message>
        <source>match {score}</source>
        <translation>partie {score}</translation>
    </message>
    <message>
        <source>Each deal settles alone</source>
        <translation>Každé rozdání se vypořádává samostatně</translation>
    </message>
    <message>
        <source>No match under way (a match is to {target})</source>
        <translation>Neprobíhá žádná partie (partie se hraje do {target})</translation>
    </message>
    <message>
        <source>Match to {target}: {first} – {second} · {held} held for the next deal's winners</source>
        <translation>Partie do {target}: {first} – {second} · {held} přechází na vítěze dalšího rozdání</translation>
    </message>
    <message>
        <source>Match to {target}: {first} – {second}</source>
        <translation>Partie do {target}: {first} – {second}</translation>
    </message>
    <message>
        <source>N deals the next deal</source>
        <translation>N rozdá další rozdání</translation>
    </message>
    <message>
        <source>Enter the deal's result (R) when it has been played</source>
        <translation>Po odehrání zadejte výsledek rozdání (R)</translation>
    </message>
    <message>
        <source>Seat {seat} led: lead again (a number key) or end the trick (E)</source>
        <translation>Místo {seat} vyneslo: vyneste znovu (číselná klávesa), nebo ukončete štych (E)</translation>
    </message>
    <message>
        <source>Seat {seat} ends the trick (E)</source>
        <translation>Místo {seat} ukončí štych (E)</translation>
    </message>
    <message>
        <source>Seat {seat} plays a card (its number key) or play in the dark (D)</source>
        <translation>Místo {seat} hraje kartu (její číselná klávesa), nebo hraje naslepo (D)</translation>
    </message>
    <message>
        <source>Seat {seat} plays a card (its number key)</source>
        <translation>Místo {seat} hraje kartu (její číselná klávesa)</translation>
    </message>
    <message>
        <source>Points of the dealer's side ({sides}), 0 to {total} (in tens)</source>
        <translation>Body strany rozdávajícího ({sides}), 0 až {total} (po desítkách)</translation>
    </message>
    <message>
        <source>Points of the dealer's side ({sides}), 0 to {total}</source>
        <translation>Body strany rozdávajícího ({sides}), 0 až {total}</translation>
    </message>
    <message>
        <source>Points of the non-dealers ({sides}), 0 to {total} (in tens)</source>
        <translation>Body nerozdávajících ({sides}), 0 až {total} (po desítkách)</translation>
    </message>
    <message>
        <source>Points of the non-dealers ({sides}), 0 to {total}</source>
        <translation>Body nerozdávajících ({sides}), 0 až {total}</translation>
    </message>
    <message>
        <source>Seat {seat} · {name} leads again or ends the trick</source>
        <translation>Místo {seat} · {name} vynáší znovu, nebo ukončí štych</translation>
    </message>
    <message>
        <source>Seat {seat} · {name} plays</source>
        <translation>Místo {seat} · {name} hraje</translation>
    </message>
    <message numerus="yes">
        <source>seat {seat} holds %n cards</source>
        <translation><numerusform>místo {seat} drží %n kartu</numerusform><numerusform>místo {seat} drží %n karty</numerusform><numerusform>místo {seat} drží %n karet</numerusform></translation>
    </message>
    <message>
        <source>{card} cannot be played now</source>
        <translation>{card} teď nelze zahrát</translation>
    </message>
    <message>
        <source>no play in the dark now</source>
        <translation>teď nelze hrát naslepo</translation>
    </message>
    <message>
        <source>no trick can be ended now: it ends after a whole round</source>
        <translation>teď nelze ukončit žádný štych: končí až po celém kole</translation>
    </message>
    <message>
        <source>no new deal now</source>
        <translation>teď nelze zahájit nové rozdání</translation>
    </message>
    <message>
        <source>no deal's result is awaited now</source>
        <translation>teď se nečeká na výsledek žádného rozdání</translation>
    </message>
    <message>
        <source>type the points</source>
        <translation>napište body</translation>
    </message>
    <message>
        <source>the points are a whole number, not {text}</source>
        <translation>body jsou celé číslo, ne {text}</translation>
    </message>
    <message>
        <source>seats {seats} pay {amount} each</source>
        <translation>místa {seats} platí každé {amount}</translation>
    </message>
    <message>
        <source>no match is under way to abandon</source>
        <translation>neprobíhá žádná partie, kterou by šlo přerušit</translation>
    </message>
    <message>
        <source>Abandon the match</source>
        <translation>Přerušit partii</translation>
    </message>
    <message>
        <source>The match ends here: what was settled stays settled and nothing more is; a deal in play is voided. A pit boss approves with their name and PIN.</source>
        <translation>Partie zde končí: co bylo vypořádáno, zůstává vypořádáno a nic dalšího se nevypořádá; probíhající rozdání se zruší. Pitboss schválí svým jménem a PIN.</translation>
    </message>
    <message>
        <source>why the match ends (e.g. a player was taken ill)</source>
        <translation>proč partie končí (např. hráči se udělalo nevolno)</translation>
    </message>
    <message>
        <source>Trick check</source>
        <translation>Kontrola štychu</translation>
    </message>
    <message>
        <source>Type the cards in the order played, the leader's first, each further round after a |, e.g. {example}</source>
        <translation>Napište karty v pořadí zahrání, nejprve vynášejícího, každé další kolo po znaku |, např. {example}</translation>
    </message>
    <message>
        <source>game</source>
        <translation>hra</translation>
    </message>
    <message>
        <source>players</source>
        <translation>hráči</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>The leader takes it: {cards} cards, {points} points</source>
        <translation>Bere ho vynášející: karet {cards}, bodů {points}</translation>
    </message>
    <message>
        <source>Player {place} in the order of play takes it: {cards} cards, {points} points</source>
        <translation>Bere ho hráč {place} v pořadí hry: karet {cards}, bodů {points}</translation>
    </message>
    <message>
        <source>{typed} of {most}</source>
        <comment>cards typed</comment>
        <translation>{typed} z {most}</translation>
    </message>
    <message numerus="yes">
        <source>%n cards typed</source>
        <translation><numerusform>napsáno %n karta</numerusform><numerusform>napsány %n karty</numerusform><numerusform>napsáno %n karet</numerusform></translation>
    </message>
    <message>
        <source>seat {seat}: {why}</source>
        <translation>místo {seat}: {why}</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>O aplikaci {app}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Verze {version}</translation>
    </message>
    <message>
        <source>The dealer console for live {games} tables: it enforces the house rules, ranks the hands and logs every wager.</source>
        <translation>Konzole krupiéra pro živé stoly her {games}: vynucuje pravidla kasina, hodnotí ruce a zaznamenává každou sázku.</translation>
    </message>
    <message>
        <source>Send it again</source>
        <translation>Odeslat znovu</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Zahodit</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>{app} - dealer console</source>
        <translation>{app} - konzole krupiéra</translation>
    </message>
    <message>
        <source>Pit</source>
        <comment>the pit overview's tab</comment>
        <translation>Pit</translation>
    </message>
    <message>
        <source>{name} ({role})</source>
        <translation>{name} ({role})</translation>
    </message>
    <message>
        <source>Database: {where}</source>
        <translation>Databáze: {where}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>Change my &amp;PIN…</source>
        <translation>Změnit &amp;PIN…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>&amp;Odhlásit se</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>S&amp;tůl</translation>
    </message>
    <message>
        <source>&amp;Pit overview</source>
        <translation>&amp;Přehled pitu</translation>
    </message>
    <message>
        <source>Open &amp;selected table</source>
        <translation>&amp;Otevřít vybraný stůl</translation>
    </message>
    <message>
        <source>&amp;Next tab</source>
        <translation>&amp;Další karta</translation>
    </message>
    <message>
        <source>P&amp;revious tab</source>
        <translation>Př&amp;edchozí karta</translation>
    </message>
    <message>
        <source>&amp;Pit</source>
        <translation>&amp;Pit</translation>
    </message>
    <message>
        <source>Open &amp;shift…</source>
        <translation>Otevřít &amp;směnu…</translation>
    </message>
    <message>
        <source>&amp;Close shift…</source>
        <translation>&amp;Uzavřít směnu…</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>&amp;Nový stůl…</translation>
    </message>
    <message>
        <source>&amp;Open table…</source>
        <translation>&amp;Otevřít stůl…</translation>
    </message>
    <message>
        <source>C&amp;lose table…</source>
        <translation>&amp;Zavřít stůl…</translation>
    </message>
    <message>
        <source>&amp;Fill…</source>
        <translation>&amp;Doplnění…</translation>
    </message>
    <message>
        <source>C&amp;redit…</source>
        <translation>Od&amp;vod…</translation>
    </message>
    <message>
        <source>Sl&amp;ips…</source>
        <translation>Do&amp;klady…</translation>
    </message>
    <message>
        <source>Count roo&amp;m…</source>
        <translation>&amp;Počítárna…</translation>
    </message>
    <message>
        <source>F&amp;aults…</source>
        <translation>Po&amp;ruchy…</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>&amp;Hráči…</translation>
    </message>
    <message>
        <source>Shift re&amp;ports…</source>
        <translation>Zprávy za s&amp;měnu…</translation>
    </message>
    <message>
        <source>House &amp;rules</source>
        <translation>Pravidla k&amp;asina</translation>
    </message>
    <message>
        <source>&amp;Users…</source>
        <translation>Uživa&amp;telé…</translation>
    </message>
    <message>
        <source>Pit se&amp;ttings…</source>
        <translation>Nastavení p&amp;itu…</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>&amp;Nástroje</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Nápo&amp;věda</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Klávesy</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>&amp;O aplikaci {app}</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Pravidla kasina</translation>
    </message>
    <message>
        <source>Shift reports</source>
        <translation>Zprávy za směnu</translation>
    </message>
    <message>
        <source>select a table in the pit overview first</source>
        <translation>nejprve vyberte stůl v přehledu pitu</translation>
    </message>
    <message>
        <source>Open shift</source>
        <translation>Otevřít směnu</translation>
    </message>
    <message>
        <source>Name of the shift:</source>
        <translation>Název směny:</translation>
    </message>
    <message>
        <source>Shift {shift} is open.</source>
        <translation>Směna {shift} je otevřena.</translation>
    </message>
    <message>
        <source>no shift is open</source>
        <translation>žádná směna není otevřena</translation>
    </message>
    <message>
        <source>Close shift</source>
        <translation>Uzavřít směnu</translation>
    </message>
    <message>
        <source>Close shift {shift}?</source>
        <translation>Uzavřít směnu {shift}?</translation>
    </message>
    <message>
        <source>Shift {shift} is closed.</source>
        <translation>Směna {shift} je uzavřena.</translation>
    </message>
    <message>
        <source>Table {table} is on the floor; open it to play.</source>
        <translation>Stůl {table} je v herně; otevřete ho, aby se mohlo hrát.</translation>
    </message>
    <message>
        <source>open a shift first (Pit ▸ Open shift)</source>
        <translation>nejprve otevřete směnu (Pit ▸ Otevřít směnu)</translation>
    </message>
    <message>
        <source>Open {table}</source>
        <translation>Otevřít stůl {table}</translation>
    </message>
    <message>
        <source>The opener: the chips in the tray by denomination, counted by the pit boss and signed by the table's dealer. It is compared with the table's last closer before anyone signs.</source>
        <translation>Stav při otevření: žetony v zásobníku podle hodnot, sečtené pitbossem a podepsané krupiérem stolu. Před podpisem se porovná s posledním stavem při uzavření stolu.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>the second signer of a count</comment>
        <translation>Krupiér</translation>
    </message>
    <message>
        <source>{table} is open in shift {shift}.</source>
        <translation>Stůl {table} je otevřen ve směně {shift}.</translation>
    </message>
    <message>
        <source>Close {table}</source>
        <translation>Zavřít stůl {table}</translation>
    </message>
    <message>
        <source>The closer: the chips left in the tray by denomination, counted by the pit boss and signed by the table's dealer.</source>
        <translation>Stav při uzavření: žetony zbylé v zásobníku podle hodnot, sečtené pitbossem a podepsané krupiérem stolu.</translation>
    </message>
    <message>
        <source>{table} is closed.</source>
        <translation>Stůl {table} je zavřen.</translation>
    </message>
    <message>
        <source>Fill slip fill {slip} for {table}.</source>
        <translation>Doklad o doplnění {slip} pro stůl {table}.</translation>
    </message>
    <message>
        <source>Credit slip credit {slip} for {table}.</source>
        <translation>Doklad o odvodu {slip} pro stůl {table}.</translation>
    </message>
    <message>
        <source>Your PIN is changed; use the new one from now on.</source>
        <translation>Váš PIN je změněn; od teď používejte nový.</translation>
    </message>
    <message>
        <source>Your PIN was set before the PIN rules and no longer meets them; choose a new one to go on.</source>
        <translation>Váš PIN byl nastaven před zavedením pravidel pro PIN a už jim nevyhovuje; pro pokračování zvolte nový.</translation>
    </message>
    <message>
        <source>The database cannot be reached ({reason}). Play is stopped; nothing that was confirmed is lost, and the entry being sent is kept. Trying again every 2 s…</source>
        <translation>Databáze není dostupná ({reason}). Hra je zastavena; nic potvrzeného se neztratí a odesílaný záznam je uložen. Nový pokus každé 2 s…</translation>
    </message>
    <message>
        <source>The database is back.</source>
        <translation>Databáze je opět dostupná.</translation>
    </message>
    <message>
        <source>The last entry ({entry} at {table}, entered by {name}) may not have been written: send it again (it acts once, even if it was), or discard it.</source>
        <translation>Poslední záznam ({entry} u stolu {table}, zadání: {name}) možná nebyl zapsán: odešlete ho znovu (provede se jen jednou, i kdyby už zapsán byl), nebo ho zahoďte.</translation>
    </message>
    <message>
        <source>The last entry ({entry} at {table}) may not have been written: send it again (it acts once, even if it was), or discard it.</source>
        <translation>Poslední záznam ({entry} u stolu {table}) možná nebyl zapsán: odešlete ho znovu (provede se jen jednou, i kdyby už zapsán byl), nebo ho zahoďte.</translation>
    </message>
    <message>
        <source>A console stopped with an entry kept.</source>
        <translation>Konzole se zastavila s uloženým záznamem.</translation>
    </message>
    <message>
        <source>{sentence} (Pit, Faults… for a pit boss)</source>
        <translation>{sentence} (Pit, Poruchy… pro pitbosse)</translation>
    </message>
    <message>
        <source>Approve the kept entry</source>
        <translation>Schválit uložený záznam</translation>
    </message>
    <message>
        <source>{name} approved this entry before the console stopped; a PIN is not kept on disk, so the approval is asked again.</source>
        <translation>Záznam byl schválen ({name}) před zastavením konzole; PIN se na disk neukládá, proto se o schválení žádá znovu.</translation>
    </message>
    <message>
        <source>The kept entry was sent.</source>
        <translation>Uložený záznam byl odeslán.</translation>
    </message>
    <message>
        <source>Another console stopped with an entry kept.</source>
        <translation>Jiná konzole se zastavila s uloženým záznamem.</translation>
    </message>
    <message>
        <source>The kept entry was discarded.</source>
        <translation>Uložený záznam byl zahozen.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klávesy</translation>
    </message>
    <message>
        <source>Everywhere: F2 pit overview, Ctrl+PgUp/PgDown tabs, Ctrl+R house rules,
Ctrl+K hand check, Ctrl+J trick check, Ctrl+Q quit.

At a table: 1-7 select a seat, Ctrl+P seat a player (a rated player as # and the card
number), Ctrl+B buy chips, Ctrl+L cash out, Ctrl+Shift+V void the hand (a pit boss
approves), F9 recall (there: correct a settled hand, record a complaint), F8 record a
patron's complaint, F6 show or hide each seat's figures this session, F5 reload.
Each action button shows its key; Enter sends an amount, Escape cancels it.

Pit boss: Ctrl+Shift+O open a table (an opener that differs from the last closer is
shown before it is signed), Ctrl+Shift+C close it, Ctrl+Shift+F fill, Ctrl+Shift+R credit,
Ctrl+Shift+I slips (void, manual slip, gaps), Ctrl+Shift+M count room, Ctrl+Shift+S shift
reports (there, Ctrl+E exports the selected shift's report to PDF, F5 reads the figures
again; also the day, month and year to date, and the exceptions); Pit, Faults for a table
stopped by a record that failed verification; Ctrl+Shift+P players (a shift's top players
by theo, the advantage-play flags, enrolling and merging rated players, a player's page); Pit,
Users for deactivating, reactivating and unlocking users, resetting a PIN and changing a role.

Accounting: slips, count room and shift reports, to read. Count team: Ctrl+Shift+M.

Everyone: File, Change my PIN.</source>
        <translation>Všude: F2 přehled pitu, Ctrl+PgUp/PgDown karty, Ctrl+R pravidla kasina,
Ctrl+K kontrola ruky, Ctrl+J kontrola štychu, Ctrl+Q konec.

U stolu: 1-7 výběr místa, Ctrl+P usadit hráče (hráče s kartou jako # a číslo
karty), Ctrl+B koupit žetony, Ctrl+L vyplatit, Ctrl+Shift+V zrušit rozdání (schvaluje
pitboss), F9 přehrání hry (tam: opravit vypořádané rozdání, zaznamenat stížnost), F8 zaznamenat
stížnost hosta, F6 zobrazit nebo skrýt údaje každého místa za tento provoz, F5 znovu načíst.
Každé tlačítko akce ukazuje svou klávesu; Enter odešle částku, Escape ji zruší.

Pitboss: Ctrl+Shift+O otevřít stůl (stav při otevření, který se liší od posledního stavu při uzavření, se
ukáže před podpisem), Ctrl+Shift+C zavřít ho, Ctrl+Shift+F doplnění, Ctrl+Shift+R odvod,
Ctrl+Shift+I doklady (zrušení, ruční doklad, chybějící čísla), Ctrl+Shift+M počítárna, Ctrl+Shift+S zprávy
za směnu (tam Ctrl+E exportuje zprávu vybrané směny do PDF, F5 znovu načte
údaje; také den, měsíc a rok do dneška a odchylky); Pit, Poruchy pro stůl
zastavený záznamem, který neprošel ověřením; Ctrl+Shift+P hráči (nejlepší hráči směny
podle theo, příznaky hry s výhodou, registrace a slučování hráčů s kartou, stránka hráče); Pit,
Uživatelé pro deaktivaci, znovuaktivaci a odemykání uživatelů, obnovení PIN a změnu role.

Účetnictví: doklady, počítárna a zprávy za směnu, ke čtení. Tým počítárny: Ctrl+Shift+M.

Všichni: Soubor, Změnit PIN.</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Žeton</translation>
    </message>
    <message>
        <source>Second signer</source>
        <translation>Druhý podepisující</translation>
    </message>
    <message>
        <source>{difference}. Check the tray; to sign with this difference, press OK again.</source>
        <translation>{difference}. Zkontrolujte zásobník; chcete-li podepsat s tímto rozdílem, stiskněte znovu OK.</translation>
    </message>
    <message>
        <source>Sign with the difference</source>
        <translation>Podepsat s rozdílem</translation>
    </message>
    <message>
        <source>the second signer enters their name and PIN</source>
        <translation>druhý podepisující zadá své jméno a PIN</translation>
    </message>
    <message>
        <source>the second signer must be another person</source>
        <translation>druhý podepisující musí být jiná osoba</translation>
    </message>
    <message>
        <source>e.g. Pit 1</source>
        <translation>např. Pit 1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Název</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Umístění</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Nový stůl</translation>
    </message>
    <message>
        <source>v{version}</source>
        <translation>v{version}</translation>
    </message>
    <message>
        <source>Default rules (published as a new version)</source>
        <translation>Výchozí pravidla (zveřejněna jako nová verze)</translation>
    </message>
    <message>
        <source>Approve house rules</source>
        <translation>Schválit pravidla kasina</translation>
    </message>
    <message>
        <source>The default house rules of {game}, published as a new version for this table. Another pit boss or an administrator approves it with their name and PIN; nobody approves the rules they publish.</source>
        <translation>Výchozí pravidla kasina hry {game}, zveřejněná jako nová verze pro tento stůl. Jiný pitboss nebo správce je schválí svým jménem a PIN; nikdo neschvaluje pravidla, která sám zveřejňuje.</translation>
    </message>
    <message>
        <source>not created: a second supervisor approves the rules</source>
        <translation>nevytvořeno: pravidla schvaluje druhý supervizor</translation>
    </message>
    <message>
        <source>Administrator</source>
        <translation>Správce</translation>
    </message>
    <message>
        <source>Accounting (reads, changes nothing)</source>
        <translation>Účetnictví (čte, nic nemění)</translation>
    </message>
    <message>
        <source>Count team</source>
        <translation>Tým počítárny</translation>
    </message>
    <message>
        <source>PIN ({shortest}-12 digits)</source>
        <translation>PIN ({shortest}-12 číslic)</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <source>PIN again</source>
        <translation>PIN znovu</translation>
    </message>
    <message>
        <source>Add a user</source>
        <translation>Přidat uživatele</translation>
    </message>
    <message>
        <source>the two PINs differ; type the same PIN twice</source>
        <translation>oba PINy se liší; napište dvakrát stejný PIN</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Drop</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Výhra</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Hold</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a table's status</comment>
        <translation>otevřen</translation>
    </message>
    <message>
        <source>in play</source>
        <comment>a table's status</comment>
        <translation>ve hře</translation>
    </message>
    <message>
        <source>closed</source>
        <comment>a table's status</comment>
        <translation>zavřen</translation>
    </message>
    <message>
        <source>Counted win: drop + closer + credits - opener - fills</source>
        <translation>Spočítaná výhra: drop + stav při uzavření + odvody - stav při otevření - doplnění</translation>
    </message>
    <message>
        <source>Running win from the wager log; the counted win comes with the closer</source>
        <translation>Průběžná výhra ze záznamu sázek; spočítaná výhra přijde se stavem při uzavření</translation>
    </message>
    <message>
        <source>Enter or double-click opens a table.  * win from the wager log while the table is open; the counted win comes with the closer.</source>
        <translation>Enter nebo dvojklik otevře stůl.  * výhra ze záznamu sázek, dokud je stůl otevřen; spočítaná výhra přijde se stavem při uzavření.</translation>
    </message>
    <message>
        <source>Connecting to the floor's live updates…</source>
        <translation>Připojování k živým aktualizacím herny…</translation>
    </message>
    <message>
        <source>Live: each table's line follows its commands.</source>
        <translation>Živě: řádek každého stolu sleduje jeho příkazy.</translation>
    </message>
    <message>
        <source>Live updates lost ({reason}); reading the floor every {seconds} s until they are back.</source>
        <translation>Živé aktualizace ztraceny ({reason}); herna se načítá každých {seconds} s, dokud se neobnoví.</translation>
    </message>
    <message>
        <source>Figures not refreshed: {error}</source>
        <translation>Údaje nejsou obnoveny: {error}</translation>
    </message>
    <message>
        <source>Shift: {shifts}</source>
        <translation>Směna: {shifts}</translation>
    </message>
    <message>
        <source>No shift is open.</source>
        <translation>Žádná směna není otevřena.</translation>
    </message>
    <message>
        <source>The floor server backs the floor up every {hours} h (pit settings: {setting}); each copy is checked by restoring it. {command} lists them.</source>
        <translation>Server herny zálohuje hernu každých {hours} h (nastavení pitu: {setting}); každá kopie se ověřuje obnovením. {command} je vypíše.</translation>
    </message>
    <message>
        <source>Pit settings</source>
        <translation>Nastavení pitu</translation>
    </message>
    <message>
        <source>Why the settings change (printed with the version)</source>
        <translation>Proč se nastavení mění (tiskne se s verzí)</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>Schválení</translation>
    </message>
    <message>
        <source>Make the next version</source>
        <translation>Vytvořit další verzi</translation>
    </message>
    <message>
        <source>An administrator changes the settings for the whole floor: edit the text, say why, and have a second supervisor approve the new version.</source>
        <translation>Nastavení pro celou hernu mění správce: upravte text, uveďte důvod a nechte novou verzi schválit druhým supervizorem.</translation>
    </message>
    <message>
        <source>The settings in force cannot be shown.</source>
        <translation>Platné nastavení nelze zobrazit.</translation>
    </message>
    <message>
        <source>the text</source>
        <comment>the settings</comment>
        <translation>text</translation>
    </message>
    <message>
        <source>Version {version} is in force on every console.</source>
        <translation>Verze {version} platí na každé konzoli.</translation>
    </message>
    <message>
        <source>In force: {version}.</source>
        <translation>Platí: {version}.</translation>
    </message>
    <message>
        <source>In force: {version}. Why: {note}</source>
        <translation>Platí: {version}. Důvod: {note}</translation>
    </message>
    <message>
        <source>{shift} (open)</source>
        <comment>a shift</comment>
        <translation>{shift} (otevřená)</translation>
    </message>
    <message>
        <source>{shift} (closed)</source>
        <comment>a shift</comment>
        <translation>{shift} (uzavřená)</translation>
    </message>
    <message>
        <source>What the house expected to win from this play: the bets times the exact edge of the rules each hand was played under (at a pool game: the rake and fees the play paid).</source>
        <translation>Co kasino očekávalo, že na této hře vyhraje: sázky krát přesná výhoda pravidel, podle kterých se každé rozdání hrálo (u hry o bank: rake a poplatky, které hra zaplatila).</translation>
    </message>
    <message>
        <source>The theo less what the player's own decisions gained over copying the dealer: below zero, the game is negative for the house against this player.</source>
        <translation>Theo snížené o to, co vlastní rozhodnutí hráče získala oproti kopírování krupiéra: pod nulou je hra proti tomuto hráči pro kasino záporná.</translation>
    </message>
    <message>
        <source>What the player won (+) or lost (-); a dash while a pool game's visit is in play.</source>
        <translation>Co hráč vyhrál (+) nebo prohrál (-); pomlčka, dokud návštěva u hry o bank probíhá.</translation>
    </message>
    <message>
        <source>0.00 copies the dealer, 1.00 always splits best (a game whose decisions count).</source>
        <translation>0,00 kopíruje krupiéra, 1,00 vždy rozděluje nejlépe (hra, ve které rozhodnutí hrají roli).</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Stoly</translation>
    </message>
    <message>
        <source>Visits</source>
        <translation>Návštěvy</translation>
    </message>
    <message>
        <source>Time
played</source>
        <translation>Doba
hry</translation>
    </message>
    <message>
        <source>Average
bet</source>
        <translation>Průměrná
sázka</translation>
    </message>
    <message>
        <source>Total
bet</source>
        <translation>Celkem
vsazeno</translation>
    </message>
    <message>
        <source>Theo</source>
        <translation>Theo</translation>
    </message>
    <message>
        <source>Theo at
their play</source>
        <translation>Theo podle
jeho hry</translation>
    </message>
    <message>
        <source>Skill
index</source>
        <translation>Index
dovednosti</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Příznak</translation>
    </message>
    <message>
        <source>Seated time less the time sitting out, h:mm.</source>
        <translation>Doba u stolu bez doby vynechávání, h:mm.</translation>
    </message>
    <message>
        <source>Flagged for advantage play (see Advantage play).</source>
        <translation>Označen za hru s výhodou (viz Hra s výhodou).</translation>
    </message>
    <message>
        <source>Double-click for the player's page.</source>
        <translation>Dvojklikem otevřete stránku hráče.</translation>
    </message>
    <message>
        <source>Not a rated player: seated by name.</source>
        <translation>Není hráč s kartou: usazen podle jména.</translation>
    </message>
    <message>
        <source>Flagged for advantage play: see the Advantage play tab.</source>
        <translation>Označen za hru s výhodou: viz karta Hra s výhodou.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Čas</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Podrobnosti</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Enrolled</source>
        <translation>Registrace</translation>
    </message>
    <message>
        <source>Merged into</source>
        <translation>Sloučeno do</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>Every card whose play counts as this player's.</source>
        <translation>Každá karta, jejíž hra se počítá tomuto hráči.</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Otevřeno</translation>
    </message>
    <message>
        <source>in play</source>
        <comment>a visit</comment>
        <translation>ve hře</translation>
    </message>
    <message>
        <source>This visit was flagged for advantage play.</source>
        <translation>Tato návštěva byla označena za hru s výhodou.</translation>
    </message>
    <message>
        <source>the number on the card, e.g. 10442</source>
        <translation>číslo na kartě, např. 10442</translation>
    </message>
    <message>
        <source>the player's name, as on their ID</source>
        <translation>jméno hráče podle průkazu totožnosti</translation>
    </message>
    <message>
        <source>Card</source>
        <comment>a player's card</comment>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Name</source>
        <comment>a player's name</comment>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>The dealer seats a rated player as # and the card number (#10442); the name is seen only by pit bosses and administrators.</source>
        <translation>Krupiér usadí hráče s kartou jako # a číslo karty (#10442); jméno vidí jen pitbossové a správci.</translation>
    </message>
    <message>
        <source>Enrol a rated player</source>
        <translation>Zaregistrovat hráče s kartou</translation>
    </message>
    <message>
        <source>how the pit knows they are one person</source>
        <translation>jak pit ví, že jde o jednu osobu</translation>
    </message>
    <message>
        <source>Merge card</source>
        <translation>Sloučit kartu</translation>
    </message>
    <message>
        <source>into card</source>
        <comment>merge one card into another</comment>
        <translation>do karty</translation>
    </message>
    <message>
        <source>The first card's play counts as the second's from now on, past visits included. Neither record is deleted, and the merge is logged.</source>
        <translation>Hra první karty se od teď počítá druhé, včetně minulých návštěv. Žádný záznam se nesmaže a sloučení se zaznamená.</translation>
    </message>
    <message>
        <source>Merge two players' records</source>
        <translation>Sloučit záznamy dvou hráčů</translation>
    </message>
    <message>
        <source>there are not two records to merge</source>
        <translation>nejsou dva záznamy ke sloučení</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Provozy</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Doba hry</translation>
    </message>
    <message>
        <source>Average bet</source>
        <translation>Průměrná sázka</translation>
    </message>
    <message>
        <source>Total bet</source>
        <translation>Celkem vsazeno</translation>
    </message>
    <message>
        <source>Theo at their play</source>
        <translation>Theo podle jeho hry</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Rozhodnutí</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Příznaky</translation>
    </message>
    <message>
        <source>{decisions}: {best} best, {mirror} as the dealer</source>
        <translation>{decisions}: nejlepší {best}, jako krupiér {mirror}</translation>
    </message>
    <message>
        <source>Player {card}</source>
        <translation>Hráč {card}</translation>
    </message>
    <message>
        <source>Reading the player's record…</source>
        <translation>Načítání záznamu hráče…</translation>
    </message>
    <message>
        <source>No advantage-play flag.</source>
        <translation>Žádný příznak hry s výhodou.</translation>
    </message>
    <message>
        <source>Advantage-play flags</source>
        <translation>Příznaky hry s výhodou</translation>
    </message>
    <message>
        <source>nobody is signed in at this console</source>
        <translation>na této konzoli není nikdo přihlášen</translation>
    </message>
    <message>
        <source>Player {card}: {name}</source>
        <translation>Hráč {card}: {name}</translation>
    </message>
    <message>
        <source>Card {card}; also plays as {cards} (merged). No visit yet.</source>
        <translation>Karta {card}; hraje také jako {cards} (sloučeno). Zatím žádná návštěva.</translation>
    </message>
    <message>
        <source>Card {card}; also plays as {cards} (merged)</source>
        <translation>Karta {card}; hraje také jako {cards} (sloučeno)</translation>
    </message>
    <message>
        <source>Card {card}. No visit yet.</source>
        <translation>Karta {card}. Zatím žádná návštěva.</translation>
    </message>
    <message>
        <source>Card {card}</source>
        <comment>a player's page</comment>
        <translation>Karta {card}</translation>
    </message>
    <message numerus="yes">
        <source>…and %n older flags: every flag is in the Players window's Advantage play tab.</source>
        <translation><numerusform>…a %n starší příznak: všechny příznaky jsou na kartě Hra s výhodou v okně Hráči.</numerusform><numerusform>…a %n starší příznaky: všechny příznaky jsou na kartě Hra s výhodou v okně Hráči.</numerusform><numerusform>…a %n starších příznaků: všechny příznaky jsou na kartě Hra s výhodou v okně Hráči.</numerusform></translation>
    </message>
    <message>
        <source>…and 1 older flag: every flag is in the Players window's Advantage play tab.</source>
        <translation>…a 1 starší příznak: všechny příznaky jsou na kartě Hra s výhodou v okně Hráči.</translation>
    </message>
    <message>
        <source>The tables play in different currencies: the sums are in each visit's line.</source>
        <translation>Stoly hrají v různých měnách: součty jsou na řádku každé návštěvy.</translation>
    </message>
    <message>
        <source>Rated players' figures, the advantage-play flags and the players' records. Names are for pit bosses and administrators; each player page read is logged. Double-click a rated player for their page.</source>
        <translation>Údaje hráčů s kartou, příznaky hry s výhodou a záznamy hráčů. Jména jsou pro pitbosse a správce; každé přečtení stránky hráče se zaznamená. Dvojklikem na hráče s kartou otevřete jeho stránku.</translation>
    </message>
    <message>
        <source>Refresh  [{key}]</source>
        <translation>Obnovit  [{key}]</translation>
    </message>
    <message>
        <source>Highest theo first; {flag} and a red row: flagged for advantage play. Theo at their play below zero (red): the game is negative for the house against them. Result: the player's win (+) or loss (-).</source>
        <translation>Nejvyšší theo nahoře; {flag} a červený řádek: označen za hru s výhodou. Theo podle jeho hry pod nulou (červeně): hra je proti němu pro kasino záporná. Výsledek: výhra (+) nebo prohra (-) hráče.</translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation>Dnes večer</translation>
    </message>
    <message>
        <source>No player has been flagged.</source>
        <translation>Žádný hráč nebyl označen.</translation>
    </message>
    <message>
        <source>A visit of enough rounds whose theo at the player's own play is below zero is flagged once, after the round that shows it. Newest first.</source>
        <translation>Návštěva s dostatkem kol, jejíž theo podle vlastní hry hráče je pod nulou, je označena jednou, po kole, které to ukáže. Nejnovější nahoře.</translation>
    </message>
    <message>
        <source>Advantage play</source>
        <translation>Hra s výhodou</translation>
    </message>
    <message>
        <source>Enrol…</source>
        <translation>Zaregistrovat…</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Sloučit…</translation>
    </message>
    <message>
        <source>Open page</source>
        <translation>Otevřít stránku</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Záznamy</translation>
    </message>
    <message>
        <source>No shift yet: a pit boss opens one from Pit ▸ Open shift.</source>
        <translation>Zatím žádná směna: pitboss ji otevře v nabídce Pit ▸ Otevřít směnu.</translation>
    </message>
    <message>
        <source>Nobody has played in this shift yet.</source>
        <translation>V této směně zatím nikdo nehrál.</translation>
    </message>
    <message>
        <source>Advantage play ({count})</source>
        <translation>Hra s výhodou ({count})</translation>
    </message>
    <message>
        <source>Records ({count})</source>
        <translation>Záznamy ({count})</translation>
    </message>
    <message>
        <source>{name} is enrolled on card {card}: the dealer seats them as {seated}.</source>
        <translation>{name}: registrace na kartu {card}; krupiér tohoto hráče usadí jako {seated}.</translation>
    </message>
    <message>
        <source>Merged: the play of {cards} now counts as {name}'s ({card}).</source>
        <translation>Sloučeno: hra karet {cards} se nyní počítá hráči {name} ({card}).</translation>
    </message>
    <message>
        <source>select a player's record first</source>
        <translation>nejprve vyberte záznam hráče</translation>
    </message>
    <message>
        <source>this player is not rated: only a player seated by card has a page</source>
        <translation>tento hráč nemá kartu: stránku má jen hráč usazený podle karty</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer button's marker</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>The button</source>
        <translation>Button</translation>
    </message>
    <message>
        <source>{action} is not possible now</source>
        <translation>{action} teď není možné</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} — {doing}</source>
        <translation>Místo {seat} · {player} — {doing}</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>Mezi rozdáními</translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation>Rozdání {hand}</translation>
    </message>
    <message>
        <source>Hand {hand} next</source>
        <translation>Další rozdání {hand}</translation>
    </message>
    <message>
        <source>No hand yet</source>
        <translation>Zatím žádné rozdání</translation>
    </message>
    <message>
        <source>seats {seats}</source>
        <translation>místa {seats}</translation>
    </message>
    <message>
        <source>seat {seat} {player} takes {amount}{note}</source>
        <translation>místo {seat} {player} bere {amount}{note}</translation>
    </message>
    <message>
        <source>seat {seat} takes {amount}{note}</source>
        <translation>místo {seat} bere {amount}{note}</translation>
    </message>
    <message>
        <source>Hand {hand}: {takes}{tail}</source>
        <translation>Rozdání {hand}: {takes}{tail}</translation>
    </message>
    <message>
        <source>Paid</source>
        <comment>what to push to each seat after a showing</comment>
        <translation>Vyplaceno</translation>
    </message>
    <message>
        <source>Enter the shown hands</source>
        <translation>Zadat ukázané ruce</translation>
    </message>
    <message>
        <source>Preview  [Enter]</source>
        <translation>Náhled  [Enter]</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Náhled</translation>
    </message>
    <message>
        <source>Confirm  [Enter]</source>
        <translation>Potvrdit  [Enter]</translation>
    </message>
    <message>
        <source>nothing is written until you confirm</source>
        <translation>nic se nezapíše, dokud nepotvrdíte</translation>
    </message>
    <message>
        <source>Cancel  [Esc]</source>
        <translation>Zrušit  [Esc]</translation>
    </message>
    <message>
        <source>Back to the cards  [Esc]</source>
        <translation>Zpět ke kartám  [Esc]</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>pot award</source>
        <translation>přidělení banku</translation>
    </message>
    <message>
        <source>time charge</source>
        <translation>časový poplatek</translation>
    </message>
    <message>
        <source>win both</source>
        <translation>výhra obou</translation>
    </message>
    <message>
        <source>win large</source>
        <translation>výhra velké</translation>
    </message>
    <message>
        <source>void return</source>
        <translation>vrácení po zrušení</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>přerušeno</translation>
    </message>
    <message>
        <source>action</source>
        <translation>akce</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>ante</translation>
    </message>
    <message>
        <source>call</source>
        <translation>dorovnání</translation>
    </message>
    <message>
        <source>commission</source>
        <translation>provize</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>oprava</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>rozdání</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>prohra</translation>
    </message>
    <message>
        <source>match</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>push</source>
        <translation>remíza</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>navýšení</translation>
    </message>
    <message>
        <source>rake</source>
        <translation>rake</translation>
    </message>
    <message>
        <source>return</source>
        <translation>vrácení</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>odkrytí</translation>
    </message>
    <message>
        <source>split</source>
        <translation>rozdělen</translation>
    </message>
    <message>
        <source>svara</source>
        <translation>svara</translation>
    </message>
    <message>
        <source>triple</source>
        <translation>trojice</translation>
    </message>
    <message>
        <source>withdraw</source>
        <translation>stažení sázky</translation>
    </message>
    <message>
        <source>in play</source>
        <comment>a hand's outcome</comment>
        <translation>ve hře</translation>
    </message>
    <message>
        <source>voided</source>
        <comment>a hand's outcome</comment>
        <translation>zrušeno</translation>
    </message>
    <message>
        <source>played</source>
        <comment>a hand's outcome</comment>
        <translation>odehráno</translation>
    </message>
    <message>
        <source>corrected</source>
        <comment>a hand in the list</comment>
        <translation>opraveno</translation>
    </message>
    <message>
        <source>corrected {count}×</source>
        <comment>a hand in the list, corrected that many times</comment>
        <translation>opraveno {count}×</translation>
    </message>
    <message>
        <source>1 complaint</source>
        <translation>1 stížnost</translation>
    </message>
    <message numerus="yes">
        <source>%n complaints</source>
        <translation><numerusform>%n stížnost</numerusform><numerusform>%n stížnosti</numerusform><numerusform>%n stížností</numerusform></translation>
    </message>
    <message>
        <source>+{amount} paid to seat {seat}</source>
        <translation>+{amount} vyplaceno místu {seat}</translation>
    </message>
    <message>
        <source>-{amount} taken back from seat {seat}</source>
        <translation>-{amount} vzato zpět od místa {seat}</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a complaint</comment>
        <translation>otevřená</translation>
    </message>
    <message>
        <source>{when} by {patron}, seat {seat} ({status})</source>
        <comment>a complaint</comment>
        <translation>{when}, host {patron}, místo {seat} ({status})</translation>
    </message>
    <message>
        <source>{when} by {patron} ({status})</source>
        <comment>a complaint</comment>
        <translation>{when}, host {patron} ({status})</translation>
    </message>
    <message>
        <source>{complaint}; pit boss: {note}</source>
        <translation>{complaint}; pitboss: {note}</translation>
    </message>
    <message>
        <source>Hand {number}  ·  in play</source>
        <translation>Rozdání {number}  ·  ve hře</translation>
    </message>
    <message>
        <source>Hand {number}  ·  {outcome}  ·  {ended}</source>
        <translation>Rozdání {number}  ·  {outcome}  ·  {ended}</translation>
    </message>
    <message>
        <source>not yet</source>
        <comment>a hand: ended</comment>
        <translation>zatím ne</translation>
    </message>
    <message>
        <source>Hand {number}, {outcome}: started {day} {time}, ended {ended}; events {first} to {last}</source>
        <translation>Rozdání {number}, {outcome}: začátek {day} {time}, konec {ended}; události {first} až {last}</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Co se stalo</translation>
    </message>
    <message>
        <source>Event {seq}: before the deal, for this hand: {sentence}</source>
        <translation>Událost {seq}: před rozdáním, pro toto rozdání: {sentence}</translation>
    </message>
    <message>
        <source>Event {seq}: {sentence}</source>
        <translation>Událost {seq}: {sentence}</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Druh</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Kasino</translation>
    </message>
    <message>
        <source>house</source>
        <comment>a wager line's seat: the house's own</comment>
        <translation>kasino</translation>
    </message>
    <message>
        <source>{kind} (voided)</source>
        <comment>a wager line</comment>
        <translation>{kind} (zrušeno)</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Žetony</translation>
    </message>
    <message>
        <source>In play</source>
        <comment>chips a seat has in play</comment>
        <translation>Ve hře</translation>
    </message>
    <message>
        <source>Game recall</source>
        <translation>Přehrání hry</translation>
    </message>
    <message>
        <source>hand number</source>
        <translation>číslo rozdání</translation>
    </message>
    <message>
        <source>number</source>
        <comment>a hand's number</comment>
        <translation>číslo</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>a hand by its number</comment>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>« First</source>
        <comment>step</comment>
        <translation>« První</translation>
    </message>
    <message>
        <source>Home</source>
        <comment>a key</comment>
        <translation>Home</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <comment>step</comment>
        <translation>‹ Předchozí</translation>
    </message>
    <message>
        <source>Left / P</source>
        <comment>keys</comment>
        <translation>Left / P</translation>
    </message>
    <message>
        <source>Next ›</source>
        <comment>step</comment>
        <translation>Další ›</translation>
    </message>
    <message>
        <source>Right / N</source>
        <comment>keys</comment>
        <translation>Right / N</translation>
    </message>
    <message>
        <source>Last »</source>
        <comment>step</comment>
        <translation>Poslední »</translation>
    </message>
    <message>
        <source>End</source>
        <comment>a key</comment>
        <translation>End</translation>
    </message>
    <message>
        <source>This step moved no money.</source>
        <translation>Tento krok nepřesunul žádné peníze.</translation>
    </message>
    <message>
        <source>Correct hand…</source>
        <translation>Opravit rozdání…</translation>
    </message>
    <message>
        <source>Correct this settled hand: a new record beside it, approved by a pit boss</source>
        <translation>Opravit toto vypořádané rozdání: nový záznam vedle něj, schválený pitbossem</translation>
    </message>
    <message>
        <source>Complaint…</source>
        <translation>Stížnost…</translation>
    </message>
    <message>
        <source>Record a patron's complaint against this hand</source>
        <translation>Zaznamenat stížnost hosta k tomuto rozdání</translation>
    </message>
    <message>
        <source>Hand</source>
        <comment>a hand's number, to open it</comment>
        <translation>Rozdání</translation>
    </message>
    <message numerus="yes">
        <source>Last %n hands</source>
        <translation><numerusform>Posledních %n rozdání</numerusform><numerusform>Poslední %n rozdání</numerusform><numerusform>Posledních %n rozdání</numerusform></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Kroky</translation>
    </message>
    <message>
        <source>Wagers and payouts of this step</source>
        <translation>Sázky a výplaty tohoto kroku</translation>
    </message>
    <message>
        <source>The table after this step</source>
        <translation>Stůl po tomto kroku</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet</source>
        <translation>u tohoto stolu zatím nebylo rozdáno žádné rozdání</translation>
    </message>
    <message>
        <source>hand {number} corrected; the correction stands beside it</source>
        <translation>rozdání {number} opraveno; oprava stojí vedle něj</translation>
    </message>
    <message>
        <source>type the number of the hand to recall</source>
        <translation>napište číslo rozdání k přehrání</translation>
    </message>
    <message>
        <source>Game recall  ·  {table} ({game})  ·  hand {number}</source>
        <translation>Přehrání hry  ·  {table} ({game})  ·  rozdání {number}</translation>
    </message>
    <message>
        <source>In play, started {day} {time}, rules v{version}.</source>
        <translation>Ve hře, začátek {day} {time}, pravidla v{version}.</translation>
    </message>
    <message>
        <source>In play, started {day} {time}.</source>
        <translation>Ve hře, začátek {day} {time}.</translation>
    </message>
    <message>
        <source>Voided, started {day} {time}, ended {ended}, rules v{version}.</source>
        <translation>Zrušeno, začátek {day} {time}, konec {ended}, pravidla v{version}.</translation>
    </message>
    <message>
        <source>Voided, started {day} {time}, ended {ended}.</source>
        <translation>Zrušeno, začátek {day} {time}, konec {ended}.</translation>
    </message>
    <message>
        <source>Played, started {day} {time}, ended {ended}, rules v{version}.</source>
        <translation>Odehráno, začátek {day} {time}, konec {ended}, pravidla v{version}.</translation>
    </message>
    <message>
        <source>Played, started {day} {time}, ended {ended}.</source>
        <translation>Odehráno, začátek {day} {time}, konec {ended}.</translation>
    </message>
    <message numerus="yes">
        <source>%n events, after {lead_in} placed before the deal (dimmed); {equipment}.</source>
        <translation><numerusform>%n událost, po {lead_in} zadaných před rozdáním (ztlumeně); {equipment}.</numerusform><numerusform>%n události, po {lead_in} zadaných před rozdáním (ztlumeně); {equipment}.</numerusform><numerusform>%n událostí, po {lead_in} zadaných před rozdáním (ztlumeně); {equipment}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n events; {equipment}.</source>
        <translation><numerusform>%n událost; {equipment}.</numerusform><numerusform>%n události; {equipment}.</numerusform><numerusform>%n událostí; {equipment}.</numerusform></translation>
    </message>
    <message>
        <source>Voided: {reason} (asked by {asked}, approved by {approved}).</source>
        <translation>Zrušeno: {reason} (žádost: {asked}, schválení: {approved}).</translation>
    </message>
    <message>
        <source>The hand is still in play: the shoe's order stays sealed until it ends, so only what has been dealt is shown.</source>
        <translation>Rozdání stále probíhá: pořadí v shoe zůstává zapečetěné až do jeho konce, proto se ukazuje jen to, co bylo rozdáno.</translation>
    </message>
    <message>
        <source>Before the deal {step} of {steps}  ·  event {seq}</source>
        <translation>Před rozdáním, krok {step} z {steps}  ·  událost {seq}</translation>
    </message>
    <message>
        <source>Step {step} of {steps}  ·  event {seq}</source>
        <translation>Krok {step} z {steps}  ·  událost {seq}</translation>
    </message>
    <message>
        <source>paid:bet, e.g. 2:1</source>
        <translation>výplata:sázka, např. 2:1</translation>
    </message>
    <message>
        <source>{label}: {problem}</source>
        <comment>a field's problem</comment>
        <translation>{label}: {problem}</translation>
    </message>
    <message>
        <source>{label} must be a number such as 5 or 2.5, not {text}</source>
        <translation>{label} musí být číslo, například 5 nebo 2,5, ne {text}</translation>
    </message>
    <message>
        <source>{label} must be a number such as 5 or 2.5, enter a number</source>
        <translation>{label} musí být číslo, například 5 nebo 2,5; zadejte číslo</translation>
    </message>
    <message>
        <source>Minor units must be at least 1</source>
        <translation>Nejmenších jednotek musí být alespoň 1</translation>
    </message>
    <message>
        <source>these values cannot be checked: {error}</source>
        <translation>tyto hodnoty nelze zkontrolovat: {error}</translation>
    </message>
    <message>
        <source>{published_by}
{when}, approved by {approved_by}</source>
        <translation>{published_by}
{when}, schválení: {approved_by}</translation>
    </message>
    <message>
        <source>charges by two models (published before one model per version was ruled)</source>
        <translation>účtuje podle dvou modelů (zveřejněno před pravidlem jednoho modelu na verzi)</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} a {second}</translation>
    </message>
    <message>
        <source>Ver.</source>
        <comment>a rules version's number</comment>
        <translation>Ver.</translation>
    </message>
    <message>
        <source>Name</source>
        <comment>a rules version's name</comment>
        <translation>Název</translation>
    </message>
    <message>
        <source>Published and approved</source>
        <translation>Zveřejněno a schváleno</translation>
    </message>
    <message>
        <source>Playing</source>
        <comment>the rules version a table plays</comment>
        <translation>Hraje se</translation>
    </message>
    <message>
        <source>Next hand</source>
        <comment>the rules version a table plays from its next hand</comment>
        <translation>Od dalšího rozdání</translation>
    </message>
    <message>
        <source>Read-only: only a pit boss or an administrator publishes and assigns house rules.</source>
        <translation>Jen ke čtení: pravidla kasina zveřejňuje a přiřazuje jen pitboss nebo správce.</translation>
    </message>
    <message>
        <source>Start from the defaults</source>
        <translation>Začít od výchozích hodnot</translation>
    </message>
    <message>
        <source>Assign</source>
        <comment>house rules to tables</comment>
        <translation>Přiřadit</translation>
    </message>
    <message>
        <source>Changes</source>
        <comment>to house rules</comment>
        <translation>Změny</translation>
    </message>
    <message>
        <source>Name of the new version</source>
        <translation>Název nové verze</translation>
    </message>
    <message>
        <source>Publish</source>
        <comment>house rules</comment>
        <translation>Zveřejnit</translation>
    </message>
    <message>
        <source>Discard edits</source>
        <translation>Zahodit úpravy</translation>
    </message>
    <message>
        <source>Published versions</source>
        <translation>Zveřejněné verze</translation>
    </message>
    <message>
        <source>Tables of this game</source>
        <translation>Stoly této hry</translation>
    </message>
    <message>
        <source>v{version} cannot be read with today's rules: {problems}</source>
        <translation>v{version} nelze přečíst s dnešními pravidly: {problems}</translation>
    </message>
    <message>
        <source>{game} - the defaults</source>
        <translation>{game} - výchozí hodnoty</translation>
    </message>
    <message>
        <source>Figures appear once every field is valid.</source>
        <translation>Údaje se zobrazí, jakmile budou všechna pole platná.</translation>
    </message>
    <message>
        <source>Computing the figures for these rules...</source>
        <translation>Výpočet údajů pro tato pravidla...</translation>
    </message>
    <message>
        <source>1 field to correct before the changes can be listed.</source>
        <translation>1 pole je třeba opravit, než lze změny vypsat.</translation>
    </message>
    <message numerus="yes">
        <source>%n fields to correct before the changes can be listed.</source>
        <translation><numerusform>%n pole je třeba opravit, než lze změny vypsat.</numerusform><numerusform>%n pole je třeba opravit, než lze změny vypsat.</numerusform><numerusform>%n polí je třeba opravit, než lze změny vypsat.</numerusform></translation>
    </message>
    <message>
        <source>{label}: {old} → {new}</source>
        <comment>a changed house rule</comment>
        <translation>{label}: {old} → {new}</translation>
    </message>
    <message>
        <source>Against v{version}:</source>
        <translation>Oproti v{version}:</translation>
    </message>
    <message>
        <source>Against the defaults:</source>
        <translation>Oproti výchozím hodnotám:</translation>
    </message>
    <message>
        <source>No changes against v{version}.</source>
        <translation>Žádné změny oproti v{version}.</translation>
    </message>
    <message>
        <source>No changes against the defaults.</source>
        <translation>Žádné změny oproti výchozím hodnotám.</translation>
    </message>
    <message>
        <source>only a pit boss or an administrator publishes</source>
        <translation>zveřejňuje jen pitboss nebo správce</translation>
    </message>
    <message>
        <source>not published: 1 field has a problem.</source>
        <translation>nezveřejněno: 1 pole má problém.</translation>
    </message>
    <message numerus="yes">
        <source>not published: %n fields have a problem.</source>
        <translation><numerusform>nezveřejněno: %n pole má problém.</numerusform><numerusform>nezveřejněno: %n pole mají problém.</numerusform><numerusform>nezveřejněno: %n polí má problém.</numerusform></translation>
    </message>
    <message>
        <source>not published: nothing differs from v{version}</source>
        <translation>nezveřejněno: nic se neliší od v{version}</translation>
    </message>
    <message>
        <source>not published: give the new version a name, so the history says what changed</source>
        <translation>nezveřejněno: pojmenujte novou verzi, aby historie uváděla, co se změnilo</translation>
    </message>
    <message>
        <source>Preparing the dealer's policy before publishing...</source>
        <translation>Příprava strategie krupiéra před zveřejněním...</translation>
    </message>
    <message>
        <source>not published: {reason}</source>
        <translation>nezveřejněno: {reason}</translation>
    </message>
    <message>
        <source>not published: nobody is signed in</source>
        <translation>nezveřejněno: nikdo není přihlášen</translation>
    </message>
    <message>
        <source>'{name}': a new version of {game}'s house rules. Another pit boss or an administrator approves it with their name and PIN; nobody approves the rules they publish.</source>
        <translation>„{name}“: nová verze pravidel kasina hry {game}. Jiný pitboss nebo správce ji schválí svým jménem a PIN; nikdo neschvaluje pravidla, která sám zveřejňuje.</translation>
    </message>
    <message>
        <source>not published: a second supervisor approves it</source>
        <translation>nezveřejněno: schvaluje ji druhý supervizor</translation>
    </message>
    <message>
        <source>Published {game} {version} '{name}'. Select tables and assign it: it applies from each table's next hand.</source>
        <translation>Zveřejněno: {game} {version} „{name}“. Vyberte stoly a přiřaďte ji: platí od dalšího rozdání každého stolu.</translation>
    </message>
    <message>
        <source>{table}: {problem}</source>
        <comment>a table's problem</comment>
        <translation>{table}: {problem}</translation>
    </message>
    <message>
        <source>Assign (publish a version first)</source>
        <translation>Přiřadit (nejprve zveřejněte verzi)</translation>
    </message>
    <message>
        <source>Assign v{version} to selected tables</source>
        <translation>Přiřadit v{version} vybraným stolům</translation>
    </message>
    <message>
        <source>only a pit boss or an administrator assigns rules</source>
        <translation>pravidla přiřazuje jen pitboss nebo správce</translation>
    </message>
    <message>
        <source>publish the rules first; then assign the version</source>
        <translation>nejprve zveřejněte pravidla; pak přiřaďte verzi</translation>
    </message>
    <message>
        <source>the form has changes that are not published: publish them first, or load v{version} again, so a table gets what you see</source>
        <translation>formulář obsahuje nezveřejněné změny: nejprve je zveřejněte, nebo znovu načtěte v{version}, aby stůl dostal to, co vidíte</translation>
    </message>
    <message>
        <source>select the tables to assign it to</source>
        <translation>vyberte stoly, kterým ji chcete přiřadit</translation>
    </message>
    <message>
        <source>{refused} (assigned to {tables})</source>
        <translation>{refused} (přiřazeno: {tables})</translation>
    </message>
    <message>
        <source>v{version} assigned to {tables}: it applies from the next hand.</source>
        <translation>v{version} přiřazena: {tables}; platí od dalšího rozdání.</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <comment>a percentage</comment>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a shift: not closed yet</comment>
        <translation>otevřená</translation>
    </message>
    <message>
        <source>The shift is still open: its figures are provisional.</source>
        <translation>Směna je stále otevřená: její údaje jsou předběžné.</translation>
    </message>
    <message>
        <source>no closer</source>
        <translation>bez stavu při uzavření</translation>
    </message>
    <message numerus="yes">
        <source>%n tables</source>
        <translation><numerusform>%n stůl</numerusform><numerusform>%n stoly</numerusform><numerusform>%n stolů</numerusform></translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 stůl</translation>
    </message>
    <message>
        <source>The shift's win is counted once every table has its closer.</source>
        <translation>Výhra směny se spočítá, jakmile má každý stůl svůj stav při uzavření.</translation>
    </message>
    <message>
        <source>The table is still open: its win is counted with the closer.</source>
        <translation>Stůl je stále otevřen: jeho výhra se spočítá se stavem při uzavření.</translation>
    </message>
    <message>
        <source>The tables play in different currencies; see each table's figures.</source>
        <translation>Stoly hrají v různých měnách; viz údaje jednotlivých stolů.</translation>
    </message>
    <message>
        <source>Every shift, newest first. Times in {zone}. {key} reads them again.</source>
        <translation>Každá směna, nejnovější nahoře. Časy v pásmu {zone}. {key} je načte znovu.</translation>
    </message>
    <message>
        <source>Select a shift.</source>
        <translation>Vyberte směnu.</translation>
    </message>
    <message>
        <source>Provisional: the shift is still open. The figures will move as play goes on, and a table has no win until its closer is counted.</source>
        <translation>Předběžné: směna je stále otevřená. Údaje se budou během hry měnit a stůl nemá výhru, dokud není sečten jeho stav při uzavření.</translation>
    </message>
    <message>
        <source>No table was opened in this shift.</source>
        <translation>V této směně nebyl otevřen žádný stůl.</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>the report just saved</comment>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Export PDF…  [{key}]</source>
        <translation>Exportovat PDF…  [{key}]</translation>
    </message>
    <message>
        <source>Write the selected shift's report to a PDF file</source>
        <translation>Zapsat zprávu vybrané směny do souboru PDF</translation>
    </message>
    <message>
        <source>The language the reports are printed in (the site's, unless another is chosen here); their figures and ids are the same in every language</source>
        <translation>Jazyk, ve kterém se zprávy tisknou (jazyk místa, pokud zde nezvolíte jiný); jejich údaje a id jsou v každém jazyce stejné</translation>
    </message>
    <message>
        <source>The period's last gaming day (06:00 to 06:00 local time)</source>
        <translation>Poslední herní den období (06:00 až 06:00 místního času)</translation>
    </message>
    <message>
        <source>Export period PDF…</source>
        <translation>Exportovat PDF za období…</translation>
    </message>
    <message>
        <source>Drop, win, hold, hands, handle and fees by table and game type over the period, with each hold against its band</source>
        <translation>Drop, výhra, hold, rozdání, obrat sázek a poplatky podle stolu a typu hry za období, s každým holdem vůči jeho pásmu</translation>
    </message>
    <message>
        <source>Export exceptions PDF…</source>
        <translation>Exportovat PDF odchylek…</translation>
    </message>
    <message>
        <source>Openers against the last closer, holds out of band, voided slips, count-room variances, hand corrections and complaints of the gaming days</source>
        <translation>Stavy při otevření vůči poslednímu stavu při uzavření, holdy mimo pásmo, zrušené doklady, rozdíly počítárny, opravy rozdání a stížnosti herních dnů</translation>
    </message>
    <message>
        <source>Period report:</source>
        <translation>Zpráva za období:</translation>
    </message>
    <message>
        <source>ending</source>
        <comment>a period ending on a day</comment>
        <translation>končící</translation>
    </message>
    <message>
        <source>Exceptions report:</source>
        <translation>Zpráva o odchylkách:</translation>
    </message>
    <message>
        <source>from</source>
        <comment>a span of days</comment>
        <translation>od</translation>
    </message>
    <message>
        <source>to</source>
        <comment>a span of days</comment>
        <translation>do</translation>
    </message>
    <message>
        <source>Shifts not read: {error}</source>
        <translation>Směny nenačteny: {error}</translation>
    </message>
    <message>
        <source>Figures not read: {error}</source>
        <translation>Údaje nenačteny: {error}</translation>
    </message>
    <message>
        <source>Shift {number}: {name}</source>
        <translation>Směna {number}: {name}</translation>
    </message>
    <message>
        <source>Opened {opened} by {opened_by}; still open.</source>
        <translation>Otevření: {opened}, {opened_by}; stále otevřená.</translation>
    </message>
    <message>
        <source>Opened {opened} by {opened_by}; closed {closed} by {closed_by}.</source>
        <translation>Otevření: {opened}, {opened_by}; uzavření: {closed}, {closed_by}.</translation>
    </message>
    <message>
        <source>Export shift report</source>
        <translation>Exportovat zprávu za směnu</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Soubory PDF (*.pdf)</translation>
    </message>
    <message>
        <source>select a shift first</source>
        <translation>nejprve vyberte směnu</translation>
    </message>
    <message>
        <source>Exporting the report of shift {shift} to {path}…</source>
        <translation>Export zprávy směny {shift} do {path}…</translation>
    </message>
    <message>
        <source>Exporting the gaming day report to {day} to {path}…</source>
        <translation>Export zprávy za herní den k {day} do {path}…</translation>
    </message>
    <message>
        <source>Exporting the month to date report to {day} to {path}…</source>
        <translation>Export zprávy od začátku měsíce k {day} do {path}…</translation>
    </message>
    <message>
        <source>Exporting the year to date report to {day} to {path}…</source>
        <translation>Export zprávy od začátku roku k {day} do {path}…</translation>
    </message>
    <message>
        <source>Exporting the {period} report to {day} to {path}…</source>
        <translation>Export zprávy za období {period} k {day} do {path}…</translation>
    </message>
    <message>
        <source>the exceptions run from {first} to a later day, not to {last}</source>
        <translation>odchylky běží od {first} do pozdějšího dne, ne do {last}</translation>
    </message>
    <message>
        <source>Exporting the exceptions of {first} to {last} to {path}…</source>
        <translation>Export odchylek od {first} do {last} do {path}…</translation>
    </message>
    <message>
        <source>the report was not exported: {error}</source>
        <translation>zpráva nebyla exportována: {error}</translation>
    </message>
    <message>
        <source>Starting…</source>
        <comment>an export</comment>
        <translation>Zahajování…</translation>
    </message>
    <message>
        <source>Step {step} of {steps}: {what}…</source>
        <comment>an export</comment>
        <translation>Krok {step} z {steps}: {what}…</translation>
    </message>
    <message>
        <source>Saved report {report} (1 page) to {path}.</source>
        <translation>Zpráva {report} (1 strana) uložena do {path}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved report {report} (%n pages) to {path}.</source>
        <translation><numerusform>Zpráva {report} (%n strana) uložena do {path}.</numerusform><numerusform>Zpráva {report} (%n strany) uložena do {path}.</numerusform><numerusform>Zpráva {report} (%n stran) uložena do {path}.</numerusform></translation>
    </message>
    <message>
        <source>It is a reprint: the same report, to the minor unit, was first printed {when}.</source>
        <translation>Jde o dotisk: stejná zpráva, do poslední nejmenší jednotky, byla poprvé vytištěna {when}.</translation>
    </message>
    <message>
        <source>the file cannot be written ({file}): {error}</source>
        <translation>soubor nelze zapsat ({file}): {error}</translation>
    </message>
    <message>
        <source>the file cannot be written: {error}</source>
        <translation>soubor nelze zapsat: {error}</translation>
    </message>
    <message>
        <source>no program to open PDF files was found; the report is at {path}</source>
        <translation>nebyl nalezen žádný program pro otevírání souborů PDF; zpráva je v {path}</translation>
    </message>
    <message>
        <source>Chips from the cage to the table's tray. The person who brings them signs as the second signer.</source>
        <translation>Žetony z pokladny do zásobníku stolu. Osoba, která je přináší, podepisuje jako druhý podepisující.</translation>
    </message>
    <message>
        <source>Chips from the tray back to the cage. The person who takes them signs as the second signer.</source>
        <translation>Žetony ze zásobníku zpět do pokladny. Osoba, která je odnáší, podepisuje jako druhý podepisující.</translation>
    </message>
    <message>
        <source>fill</source>
        <comment>a slip's kind</comment>
        <translation>doplnění</translation>
    </message>
    <message>
        <source>credit</source>
        <comment>a slip's kind</comment>
        <translation>odvod</translation>
    </message>
    <message>
        <source>{refusal} What was entered is kept: press OK once the database is back, and the same request is sent again; it makes one slip however often it is sent.</source>
        <translation>{refusal} Zadané údaje jsou uchovány: jakmile bude databáze opět dostupná, stiskněte OK a stejný požadavek se odešle znovu; vznikne z něj jediný doklad bez ohledu na počet odeslání.</translation>
    </message>
    <message>
        <source>Fill for {table}</source>
        <translation>Doplnění pro stůl {table}</translation>
    </message>
    <message>
        <source>Credit for {table}</source>
        <translation>Odvod pro stůl {table}</translation>
    </message>
    <message>
        <source>Manual slip</source>
        <translation>Ruční doklad</translation>
    </message>
    <message>
        <source>A fill or credit written on a pre-printed paper slip while the system was down. Enter it as written: it keeps the printed number and the time on the paper, is marked manual, and takes the next system number of that gaming day.</source>
        <translation>Doplnění nebo odvod zapsaný na předtištěný papírový doklad v době výpadku systému. Zadejte ho tak, jak je zapsán: zachová si vytištěné číslo a čas z papíru, je označen jako ruční a dostane další systémové číslo daného herního dne.</translation>
    </message>
    <message>
        <source>Received by</source>
        <translation>Převzetí</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Doplnění</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Odvod</translation>
    </message>
    <message>
        <source>as printed on the paper slip</source>
        <translation>jak je vytištěno na papírovém dokladu</translation>
    </message>
    <message>
        <source>e.g. system down 02:10 to 02:40</source>
        <translation>např. výpadek systému 02:10 až 02:40</translation>
    </message>
    <message>
        <source>Pre-printed number</source>
        <translation>Předtištěné číslo</translation>
    </message>
    <message>
        <source>Written at</source>
        <translation>Zapsáno v</translation>
    </message>
    <message>
        <source>Why entered now</source>
        <translation>Proč se zadává až teď</translation>
    </message>
    <message>
        <source>Only when no outage is on record for the time written: an administrator's approval.</source>
        <translation>Jen pokud záznam pro zapsaný čas neuvádí výpadek: schválení správce.</translation>
    </message>
    <message>
        <source>choose the table the slip was written for</source>
        <translation>vyberte stůl, pro který byl doklad vystaven</translation>
    </message>
    <message>
        <source>Void fill {slip}</source>
        <translation>Zrušit doplnění {slip}</translation>
    </message>
    <message>
        <source>Void credit {slip}</source>
        <translation>Zrušit odvod {slip}</translation>
    </message>
    <message>
        <source>Fill {slip}, {table}, {total}.</source>
        <translation>Doplnění {slip}, {table}, {total}.</translation>
    </message>
    <message>
        <source>Credit {slip}, {table}, {total}.</source>
        <translation>Odvod {slip}, {table}, {total}.</translation>
    </message>
    <message>
        <source>The slip is not deleted: it stays on record and in the reports, marked void, with the reason. A pit boss or administrator other than you approves.</source>
        <translation>Doklad se nesmaže: zůstává v záznamu i ve zprávách, označený jako zrušený, s důvodem. Schvaluje jiný pitboss nebo správce než vy.</translation>
    </message>
    <message>
        <source>Why the slip is void (it goes on the record)</source>
        <translation>Proč je doklad zrušen (zapíše se do záznamu)</translation>
    </message>
    <message>
        <source>every gaming day</source>
        <translation>každý herní den</translation>
    </message>
    <message>
        <source>Slip gaps: {day}</source>
        <translation>Chybějící čísla dokladů: {day}</translation>
    </message>
    <message>
        <source>Missing and voided slip numbers, {day}</source>
        <translation>Chybějící a zrušená čísla dokladů, {day}</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Číslo</translation>
    </message>
    <message>
        <source>Issued</source>
        <translation>Vystaveno</translation>
    </message>
    <message>
        <source>Issued by</source>
        <translation>Vystavení</translation>
    </message>
    <message>
        <source>{count} x {chip}</source>
        <translation>{count} x {chip}</translation>
    </message>
    <message>
        <source>manual</source>
        <comment>a slip</comment>
        <translation>ruční</translation>
    </message>
    <message>
        <source>VOID</source>
        <comment>a slip</comment>
        <translation>ZRUŠENO</translation>
    </message>
    <message>
        <source>void: {reason}</source>
        <translation>zrušeno: {reason}</translation>
    </message>
    <message>
        <source>pre-printed {number}, written {time}: {reason}</source>
        <translation>předtištěné {number}, zapsáno {time}: {reason}</translation>
    </message>
    <message>
        <source>Slips</source>
        <translation>Doklady</translation>
    </message>
    <message>
        <source>&amp;Void slip…</source>
        <translation>&amp;Zrušit doklad…</translation>
    </message>
    <message>
        <source>&amp;Manual slip…</source>
        <translation>&amp;Ruční doklad…</translation>
    </message>
    <message>
        <source>&amp;Gaps</source>
        <translation>&amp;Chybějící čísla</translation>
    </message>
    <message>
        <source>Fill and credit slips</source>
        <translation>Doklady o doplnění a odvodu</translation>
    </message>
    <message>
        <source>Every day</source>
        <translation>Každý den</translation>
    </message>
    <message>
        <source>select the slip to void</source>
        <translation>vyberte doklad ke zrušení</translation>
    </message>
    <message>
        <source>fill {slip} is void; it stays on record, marked.</source>
        <translation>doplnění {slip} je zrušeno; zůstává v záznamu s označením.</translation>
    </message>
    <message>
        <source>credit {slip} is void; it stays on record, marked.</source>
        <translation>odvod {slip} je zrušen; zůstává v záznamu s označením.</translation>
    </message>
    <message>
        <source>Manual fill {slip} is entered.</source>
        <translation>Ruční doplnění {slip} je zadáno.</translation>
    </message>
    <message>
        <source>Manual credit {slip} is entered.</source>
        <translation>Ruční odvod {slip} je zadán.</translation>
    </message>
    <message>
        <source>Demo users: Ada Admin (PIN 900900), Pat Pitboss (700700); dealers Dana Dealer (1000), Sam Dealer (2000), Lee Dealer (3000), Kim Dealer (4000); Alma Accounts, accounting (8080); count team Cora Counter (5050), Ivo Counter (6060).</source>
        <translation>Ukázkoví uživatelé: Ada Admin (PIN 900900), Pat Pitboss (700700); krupiéři Dana Dealer (1000), Sam Dealer (2000), Lee Dealer (3000), Kim Dealer (4000); Alma Accounts, účetnictví (8080); tým počítárny Cora Counter (5050), Ivo Counter (6060).</translation>
    </message>
    <message>
        <source>Loading the games and opening the database…</source>
        <translation>Načítání her a otevírání databáze…</translation>
    </message>
    <message>
        <source>nobody can sign in yet: this database has no users</source>
        <translation>zatím se nikdo nemůže přihlásit: tato databáze nemá žádné uživatele</translation>
    </message>
    <message>
        <source>the console could not load its games and services ({error}); reinstall it, or ask for the installation to be checked ({command})</source>
        <translation>konzole nemohla načíst své hry a služby ({error}); přeinstalujte ji, nebo požádejte o kontrolu instalace ({command})</translation>
    </message>
    <message>
        <source>{app} - sign in</source>
        <translation>{app} - přihlášení</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Přihlásit se</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>This database has no users yet. Create the first pit boss, who then adds the dealers and opens the tables, or load the demo casino to try the console.</source>
        <translation>Tato databáze zatím nemá žádné uživatele. Vytvořte prvního pitbosse, který pak přidá krupiéry a otevře stoly, nebo načtěte ukázkové kasino a konzoli si vyzkoušejte.</translation>
    </message>
    <message>
        <source>Create pit boss</source>
        <translation>Vytvořit pitbosse</translation>
    </message>
    <message>
        <source>Load the demo casino</source>
        <translation>Načíst ukázkové kasino</translation>
    </message>
    <message>
        <source>{games} tables  ·  version {version}</source>
        <translation>Stoly {games}  ·  verze {version}</translation>
    </message>
    <message>
        <source>The console could not start.</source>
        <translation>Konzoli nebylo možné spustit.</translation>
    </message>
    <message>
        <source>The floor server could not be reached.</source>
        <translation>Server herny není dostupný.</translation>
    </message>
    <message>
        <source>The database could not be opened.</source>
        <translation>Databázi nebylo možné otevřít.</translation>
    </message>
    <message>
        <source>enter your name and PIN</source>
        <translation>zadejte své jméno a PIN</translation>
    </message>
    <message>
        <source>Signing in as {name} once the console has loaded…</source>
        <translation>Přihlášení jako {name} po načtení konzole…</translation>
    </message>
    <message>
        <source>{name} is the first pit boss: sign in with the PIN.</source>
        <translation>{name} je první pitboss: přihlaste se pomocí PIN.</translation>
    </message>
    <message>
        <source>Loading the demo casino: four tables, a few hundred hands…</source>
        <translation>Načítání ukázkového kasina: čtyři stoly, několik stovek rozdání…</translation>
    </message>
    <message>
        <source>the demo could not be loaded: {error}</source>
        <translation>ukázku nebylo možné načíst: {error}</translation>
    </message>
    <message>
        <source>(left)</source>
        <comment>a seat's player who left</comment>
        <translation>(odchod)</translation>
    </message>
    <message>
        <source>held</source>
        <comment>a seat's figure: chips held when the session opened</comment>
        <translation>drženo</translation>
    </message>
    <message>
        <source>in</source>
        <comment>a seat's figure: bought in</comment>
        <translation>vklad</translation>
    </message>
    <message>
        <source>out</source>
        <comment>a seat's figure: cashed out</comment>
        <translation>výplata</translation>
    </message>
    <message>
        <source>wagered</source>
        <comment>a seat's figure</comment>
        <translation>vsazeno</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nikdo</translation>
    </message>
    <message>
        <source>Seat {seat} this session ({players})</source>
        <translation>Místo {seat} v tomto provozu ({players})</translation>
    </message>
    <message>
        <source>Bought in {total}: cash {cash}, chips {chips}</source>
        <translation>Buy-in {total}: hotovost {cash}, žetony {chips}</translation>
    </message>
    <message>
        <source>Cashed out {amount}</source>
        <translation>Vyplaceno {amount}</translation>
    </message>
    <message numerus="yes">
        <source>Wagered {amount} over %n hands</source>
        <translation><numerusform>Vsazeno {amount} za %n rozdání</numerusform><numerusform>Vsazeno {amount} za %n rozdání</numerusform><numerusform>Vsazeno {amount} za %n rozdání</numerusform></translation>
    </message>
    <message>
        <source>Holds {amount} now (stack and chips in play)</source>
        <translation>Nyní drží {amount} (žetony a žetony ve hře)</translation>
    </message>
    <message>
        <source>Held {amount} when the session opened</source>
        <translation>Drženo {amount} při otevření provozu</translation>
    </message>
    <message>
        <source>Corrections {signed}</source>
        <translation>Opravy {signed}</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Výsledek: {result}</translation>
    </message>
    <message>
        <source>Nobody has sat at this table this session.</source>
        <translation>U tohoto stolu v tomto provozu zatím nikdo neseděl.</translation>
    </message>
    <message>
        <source>This session</source>
        <translation>Tento provoz</translation>
    </message>
    <message>
        <source>Last session</source>
        <translation>Minulý provoz</translation>
    </message>
    <message>
        <source>Name, or # and the card number</source>
        <translation>Jméno, nebo # a číslo karty</translation>
    </message>
    <message>
        <source>A rated player is seated by their card: # and the card number ({example}). Anyone else by name.</source>
        <translation>Hráč s kartou se usazuje podle karty: # a číslo karty ({example}). Kdokoli jiný podle jména.</translation>
    </message>
    <message>
        <source>Chips ({currency})</source>
        <translation>Žetony ({currency})</translation>
    </message>
    <message>
        <source>Cash (to the drop box)</source>
        <translation>Hotovost (do drop boxu)</translation>
    </message>
    <message>
        <source>Chips brought to the table</source>
        <translation>Žetony přinesené ke stolu</translation>
    </message>
    <message>
        <source>Paid in</source>
        <translation>Vklad</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>hráč potřebuje jméno</translation>
    </message>
    <message>
        <source>Seat player</source>
        <translation>Usadit hráče</translation>
    </message>
    <message>
        <source>Buy chips</source>
        <translation>Koupit žetony</translation>
    </message>
    <message>
        <source>Cash out</source>
        <translation>Vyplatit</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>Zrušit rozdání</translation>
    </message>
    <message>
        <source>Complaint</source>
        <translation>Stížnost</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Přehrání</translation>
    </message>
    <message>
        <source>seat {seat} ({player}) {amount} since {since}</source>
        <translation>místo {seat} ({player}) {amount} od {since}</translation>
    </message>
    <message>
        <source>seats {seats} {amount} each since {since}</source>
        <translation>místa {seats} po {amount} od {since}</translation>
    </message>
    <message>
        <source>Time charge due: {owing}. Collect it between hands.</source>
        <translation>Splatný časový poplatek: {owing}. Vyberte ho mezi rozdáními.</translation>
    </message>
    <message>
        <source>rules v{version}</source>
        <translation>pravidla v{version}</translation>
    </message>
    <message>
        <source>This table is closed. A pit boss opens it with its opener count (Pit ▸ Open table).</source>
        <translation>Tento stůl je zavřen. Pitboss ho otevře sčítáním stavu při otevření (Pit ▸ Otevřít stůl).</translation>
    </message>
    <message>
        <source>New house rules (v{version}) apply from the next hand.</source>
        <translation>Nová pravidla kasina (v{version}) platí od dalšího rozdání.</translation>
    </message>
    <message>
        <source>no seat can be taken now (a hand is in play, or all full)</source>
        <translation>teď nelze obsadit žádné místo (probíhá rozdání, nebo je vše obsazeno)</translation>
    </message>
    <message>
        <source>Seat a player</source>
        <translation>Usadit hráče</translation>
    </message>
    <message>
        <source>chips are sold only between hands, to a seated player</source>
        <translation>žetony se prodávají jen mezi rozdáními, sedícímu hráči</translation>
    </message>
    <message>
        <source>keys 1-{last}, 0 for seat 10</source>
        <translation>klávesy 1-{last}, 0 pro místo 10</translation>
    </message>
    <message>
        <source>keys 1-{last}</source>
        <translation>klávesy 1-{last}</translation>
    </message>
    <message>
        <source>select the seat first ({keys}); a player leaves only between hands{also}</source>
        <translation>nejprve vyberte místo ({keys}); hráč odchází jen mezi rozdáními{also}</translation>
    </message>
    <message>
        <source>Seat {seat}: {player} leaves with {amount}.</source>
        <translation>Místo {seat}: {player} odchází s {amount}.</translation>
    </message>
    <message>
        <source>there is no hand in play to void</source>
        <translation>neprobíhá žádné rozdání, které by šlo zrušit</translation>
    </message>
    <message>
        <source>Void the hand</source>
        <translation>Zrušit rozdání</translation>
    </message>
    <message>
        <source>Every wager of the hand goes back to its player. A pit boss approves with their name and PIN, and the reason goes on the record.</source>
        <translation>Každá sázka rozdání se vrátí svému hráči. Pitboss schválí svým jménem a PIN a důvod se zapíše do záznamu.</translation>
    </message>
    <message>
        <source>what happened (e.g. card exposed on the deal)</source>
        <translation>co se stalo (např. karta odkryta při rozdávání)</translation>
    </message>
    <message>
        <source>Accounting</source>
        <translation>Účetnictví</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stav</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <source>6-12 digits</source>
        <translation>6-12 číslic</translation>
    </message>
    <message>
        <source>4-12 digits</source>
        <translation>4-12 číslic</translation>
    </message>
    <message>
        <source>inactive, locked</source>
        <comment>a user</comment>
        <translation>neaktivní, zamčeno</translation>
    </message>
    <message>
        <source>inactive</source>
        <comment>a user</comment>
        <translation>neaktivní</translation>
    </message>
    <message>
        <source>locked</source>
        <comment>a user</comment>
        <translation>zamčeno</translation>
    </message>
    <message>
        <source>active</source>
        <comment>a user</comment>
        <translation>aktivní</translation>
    </message>
    <message>
        <source>the console's</source>
        <comment>a user's language</comment>
        <translation>jazyk konzole</translation>
    </message>
    <message>
        <source>You cannot change your own account here; another supervisor can.</source>
        <translation>Vlastní účet zde nemůžete měnit; může to jiný supervizor.</translation>
    </message>
    <message>
        <source>{name} is {role}; only an administrator manages them.</source>
        <translation>{name} má roli {role}; spravuje ho jen správce.</translation>
    </message>
    <message>
        <source>Only a pit boss or an administrator manages users.</source>
        <translation>Uživatele spravuje jen pitboss nebo správce.</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Uživatelé</translation>
    </message>
    <message>
        <source>why: it is kept with the change</source>
        <translation>důvod: uchová se se změnou</translation>
    </message>
    <message>
        <source>Deactivate</source>
        <translation>Deaktivovat</translation>
    </message>
    <message>
        <source>Reactivate</source>
        <translation>Znovu aktivovat</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Odemknout</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Změnit roli</translation>
    </message>
    <message>
        <source>Reset PIN</source>
        <translation>Obnovit PIN</translation>
    </message>
    <message>
        <source>Set language</source>
        <translation>Nastavit jazyk</translation>
    </message>
    <message>
        <source>Reason (for every change but a PIN reset)</source>
        <translation>Důvod (u každé změny kromě obnovení PIN)</translation>
    </message>
    <message>
        <source>Only an administrator changes roles.</source>
        <translation>Role mění jen správce.</translation>
    </message>
    <message>
        <source>New PIN</source>
        <translation>Nový PIN</translation>
    </message>
    <message>
        <source>An administrator manages everyone; nobody manages their own account. A reset PIN also clears a lock.</source>
        <translation>Správce spravuje všechny; nikdo nespravuje vlastní účet. Obnovení PIN zároveň zruší zámek.</translation>
    </message>
    <message>
        <source>A pit boss manages dealers; an administrator manages everyone; nobody manages their own account. A reset PIN also clears a lock.</source>
        <translation>Pitboss spravuje krupiéry; správce spravuje všechny; nikdo nespravuje vlastní účet. Obnovení PIN zároveň zruší zámek.</translation>
    </message>
    <message>
        <source>Add user…</source>
        <translation>Přidat uživatele…</translation>
    </message>
    <message>
        <source>No user selected</source>
        <translation>Není vybrán žádný uživatel</translation>
    </message>
    <message>
        <source>{role}, {state}</source>
        <translation>{role}, {state}</translation>
    </message>
    <message>
        <source>Only an administrator changes roles</source>
        <translation>Role mění jen správce</translation>
    </message>
    <message>
        <source>select a user first</source>
        <translation>nejprve vyberte uživatele</translation>
    </message>
    <message>
        <source>{name} is inactive: they can no longer sign in or sign.</source>
        <translation>{name} je neaktivní: už se nemůže přihlásit ani podepisovat.</translation>
    </message>
    <message>
        <source>{name} is active again and may sign in.</source>
        <translation>{name} je znovu aktivní a může se přihlásit.</translation>
    </message>
    <message>
        <source>{name} is unlocked and may sign in with their PIN.</source>
        <translation>Účet {name} je odemčen a může se přihlásit svým PIN.</translation>
    </message>
    <message>
        <source>choose the new role</source>
        <translation>zvolte novou roli</translation>
    </message>
    <message>
        <source>{name} is now {role}; their sign-in was ended.</source>
        <translation>{name} má nyní roli {role}; přihlášení bylo ukončeno.</translation>
    </message>
    <message>
        <source>Their PIN must now be {length}: reset it if it is shorter.</source>
        <translation>PIN nyní musí mít {length}: pokud je kratší, obnovte ho.</translation>
    </message>
    <message>
        <source>type the new PIN twice</source>
        <translation>napište nový PIN dvakrát</translation>
    </message>
    <message>
        <source>{name}'s PIN is reset and the lock is cleared; tell them the new one.</source>
        <translation>PIN uživatele {name} je obnoven a zámek zrušen; sdělte mu nový.</translation>
    </message>
    <message>
        <source>{name}'s PIN is reset; tell them the new one.</source>
        <translation>PIN uživatele {name} je obnoven; sdělte mu nový.</translation>
    </message>
    <message>
        <source>{name} will see the console in {language} from their next sign-in.</source>
        <translation>{name} uvidí konzoli v jazyce {language} od příštího přihlášení.</translation>
    </message>
    <message>
        <source>{name} is added and may sign in.</source>
        <translation>Uživatel {name} je přidán a může se přihlásit.</translation>
    </message>
    <message>
        <source>Current PIN</source>
        <translation>Současný PIN</translation>
    </message>
    <message>
        <source>New PIN ({length})</source>
        <translation>Nový PIN ({length})</translation>
    </message>
    <message>
        <source>New PIN again</source>
        <translation>Nový PIN znovu</translation>
    </message>
    <message>
        <source>Not one digit repeated, nor a run such as 1234 or 9876.</source>
        <translation>Žádná číslice opakovaná, ani řada jako 1234 nebo 9876.</translation>
    </message>
    <message>
        <source>Change my PIN</source>
        <translation>Změnit PIN</translation>
    </message>
    <message>
        <source>type your current PIN</source>
        <translation>napište svůj současný PIN</translation>
    </message>
    <message>
        <source>type the same new PIN twice</source>
        <translation>napište dvakrát stejný nový PIN</translation>
    </message>
    <message>
        <source>at least {low}</source>
        <comment>an amount</comment>
        <translation>alespoň {low}</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <comment>an amount</comment>
        <translation>{low} až {high}</translation>
    </message>
    <message>
        <source>{what}: {allowed}</source>
        <comment>an amount</comment>
        <translation>{what}: {allowed}</translation>
    </message>
    <message>
        <source>{text} is not a number of {unit}</source>
        <translation>{text} není počet ({unit})</translation>
    </message>
    <message>
        <source>{what} must be {allowed}, not {value}</source>
        <translation>{what} musí být {allowed}, ne {value}</translation>
    </message>
    <message>
        <source>{what} goes in steps of {step} from {low}, not {value}</source>
        <translation>{what} se zadává v krocích po {step} od {low}, ne {value}</translation>
    </message>
    <message>
        <source>enter the name and the PIN</source>
        <translation>zadejte jméno a PIN</translation>
    </message>
    <message>
        <source>Suns</source>
        <translation>Slunce</translation>
    </message>
    <message>
        <source>Moons</source>
        <translation>Měsíce</translation>
    </message>
    <message>
        <source>Comets</source>
        <translation>Komety</translation>
    </message>
    <message>
        <source>Rings</source>
        <translation>Prstence</translation>
    </message>
    <message>
        <source>Novas</source>
        <translation>Novy</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Planety</translation>
    </message>
</context>
</TS>
