<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi">
<context>
    <name />
    <message>
        <source>won {amount}</source>
        <comment>a seat's result</comment>
        <translation>voitto {amount}</translation>
    </message>
    <message>
        <source>lost {amount}</source>
        <comment>a seat's result</comment>
        <translation>tappio {amount}</translation>
    </message>
    <message>
        <source>even</source>
        <comment>a seat's result: neither won nor lost</comment>
        <translation>tasan</translation>
    </message>
    <message>
        <source>won</source>
        <comment>a seat's figure caption: the amount the seat won</comment>
        <translation>voitto</translation>
    </message>
    <message>
        <source>lost</source>
        <comment>a seat's figure caption: the amount the seat lost</comment>
        <translation>tappio</translation>
    </message>
    <message>
        <source>in</source>
        <comment>a seat's figure caption: the money bought in</comment>
        <translation>sisään</translation>
    </message>
    <message>
        <source>held</source>
        <comment>a seat's figure caption: the chips held when the session opened</comment>
        <translation>hallussa</translation>
    </message>
    <message>
        <source>out</source>
        <comment>a seat's figure caption: the money cashed out</comment>
        <translation>kotiutus</translation>
    </message>
    <message>
        <source>wagered</source>
        <comment>a seat's figure caption</comment>
        <translation>panostettu</translation>
    </message>
    <message>
        <source>{player} (left)</source>
        <comment>a seat nobody sits at now: the player who left it</comment>
        <translation>{player} (poistunut)</translation>
    </message>
    <message>
        <source>Enter sends · Esc cancels</source>
        <translation>Enter lähettää · Esc peruuttaa</translation>
    </message>
    <message>
        <source>{bounds}, in steps of {step}</source>
        <translation>{bounds}, {step} kerrallaan</translation>
    </message>
    <message>
        <source>Signed out.</source>
        <translation>Kirjauduttu ulos.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Käsi</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Paikka</translation>
    </message>
    <message>
        <source>Patron</source>
        <translation>Asiakas</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Mitä</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Tila</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Kirjattu</translation>
    </message>
    <message>
        <source>resolved</source>
        <comment>a complaint</comment>
        <translation>ratkaistu</translation>
    </message>
    <message numerus="yes">
        <source>open (%n notes)</source>
        <translation><numerusform>avoin (%n huomautus)</numerusform><numerusform>avoin (%n huomautusta)</numerusform></translation>
    </message>
    <message>
        <source>{day} {time} by {name}</source>
        <translation>{day} {time}, {name}</translation>
    </message>
    <message>
        <source>hand {hand}</source>
        <translation>jako {hand}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>paikka {seat}</translation>
    </message>
    <message>
        <source>recorded by {name}, {day} {time}</source>
        <translation>kirjaaja {name}, {day} {time}</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Jakaja:</translation>
    </message>
    <message>
        <source>No pit boss note yet.</source>
        <translation>Ei vielä pit bossin huomautusta.</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>pöytä {table}</translation>
    </message>
    <message>
        <source>Patron complaints · {table}</source>
        <translation>Asiakkaiden valitukset · {table}</translation>
    </message>
    <message>
        <source>the pit boss's note: what was found, what was done</source>
        <translation>pit bossin huomautus: mitä havaittiin, mitä tehtiin</translation>
    </message>
    <message>
        <source>This resolves the complaint</source>
        <translation>Tämä ratkaisee valituksen</translation>
    </message>
    <message>
        <source>Add pit boss note</source>
        <translation>Lisää pit bossin huomautus</translation>
    </message>
    <message>
        <source>A pit boss or an administrator adds notes</source>
        <translation>Pit boss tai ylläpitäjä lisää huomautuksia</translation>
    </message>
    <message>
        <source>Pit boss's note</source>
        <translation>Pit bossin huomautus</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no hand</comment>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no seat</comment>
        <translation>ei mitään</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Paikka {seat}</translation>
    </message>
    <message>
        <source>name or player card number</source>
        <translation>nimi tai asiakaskortin numero</translation>
    </message>
    <message>
        <source>what the patron says happened</source>
        <translation>asiakkaan kuvaus tapahtuneesta</translation>
    </message>
    <message>
        <source>the dealer's note (optional)</source>
        <translation>jakajan huomautus (valinnainen)</translation>
    </message>
    <message>
        <source>Record complaint</source>
        <translation>Kirjaa valitus</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Kohde</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>the dealer's note</comment>
        <translation>Jakaja</translation>
    </message>
    <message>
        <source>New complaint</source>
        <translation>Uusi valitus</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>a dialog</comment>
        <translation>Sulje</translation>
    </message>
    <message>
        <source>No complaint at this table yet.</source>
        <translation>Tässä pöydässä ei ole vielä valituksia.</translation>
    </message>
    <message>
        <source>complaint {complaint} recorded</source>
        <translation>valitus {complaint} kirjattu</translation>
    </message>
    <message>
        <source>choose the complaint in the list first</source>
        <translation>valitse ensin valitus luettelosta</translation>
    </message>
    <message>
        <source>complaint {complaint} resolved</source>
        <translation>valitus {complaint} ratkaistu</translation>
    </message>
    <message>
        <source>complaint {complaint} noted</source>
        <translation>valitukseen {complaint} lisätty huomautus</translation>
    </message>
    <message>
        <source>play is stopped: the database cannot be reached</source>
        <translation>peli on pysäytetty: tietokantaan ei saada yhteyttä</translation>
    </message>
    <message>
        <source>{name} approved this entry; their PIN is needed again</source>
        <translation>{name} hyväksyi tämän syötteen; hänen PIN-koodinsa tarvitaan uudelleen</translation>
    </message>
    <message>
        <source>the database cannot be reached, and no hand of this table was played or recalled at this console since it started</source>
        <translation>tietokantaan ei saada yhteyttä, eikä tämän pöydän yhtään jakoa ole pelattu tai toistettu tällä konsolilla sen käynnistymisen jälkeen</translation>
    </message>
    <message>
        <source>the database cannot be reached, and hand {number} is not among the last {kept} hands of this table kept at this console</source>
        <translation>tietokantaan ei saada yhteyttä, eikä jako {number} ole tämän pöydän viimeisten {kept} jaon joukossa, jotka on säilytetty tällä konsolilla</translation>
    </message>
    <message>
        <source>the kept entry could not be written to disk ({error})</source>
        <translation>tallennettua syötettä ei voitu kirjoittaa levylle ({error})</translation>
    </message>
    <message>
        <source>a kept entry at {path} could not be read back ({error})</source>
        <translation>tallennettua syötettä polussa {path} ei voitu lukea takaisin ({error})</translation>
    </message>
    <message>
        <source>{reason}; nothing was written</source>
        <translation>{reason}; mitään ei kirjattu</translation>
    </message>
    <message>
        <source>No correction of this hand yet.</source>
        <translation>Tähän jakoon ei ole vielä korjauksia.</translation>
    </message>
    <message>
        <source>+{amount} paid</source>
        <translation>+{amount} maksettu</translation>
    </message>
    <message>
        <source>-{amount} taken back</source>
        <translation>-{amount} otettu takaisin</translation>
    </message>
    <message>
        <source>(asked by {asked}, approved by {approved})</source>
        <translation>(pyytäjä {asked}, hyväksyjä {approved})</translation>
    </message>
    <message>
        <source>Seat {seat} ({player})</source>
        <translation>Paikka {seat} ({player})</translation>
    </message>
    <message>
        <source>Hand {hand} at {table} stays as it was played; this correction is a new record beside it, paid now onto the player's stack (or away from the table if the player has left). A pit boss other than you approves it.</source>
        <translation>Pöydän {table} jako {hand} pysyy sellaisena kuin se pelattiin; tämä korjaus on uusi kirjaus sen rinnalla, ja se maksetaan heti pelaajan pinoon (tai pöydän ulkopuolelle, jos pelaaja on poistunut). Sen hyväksyy joku muu pit boss kuin sinä.</translation>
    </message>
    <message>
        <source>Pay the player more</source>
        <translation>Maksa pelaajalle lisää</translation>
    </message>
    <message>
        <source>Take back from the player</source>
        <translation>Ota takaisin pelaajalta</translation>
    </message>
    <message>
        <source>what went wrong (e.g. paid 2:1, the table pays 5:2)</source>
        <translation>mikä meni vikaan (esim. maksettiin 2:1, pöytä maksaa 5:2)</translation>
    </message>
    <message>
        <source>Pit boss</source>
        <translation>Pit boss</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Korjaus</translation>
    </message>
    <message>
        <source>Amount ({currency})</source>
        <translation>Summa ({currency})</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Syy</translation>
    </message>
    <message>
        <source>Correct hand {hand} · {table}</source>
        <translation>Korjaa jako {hand} · {table}</translation>
    </message>
    <message>
        <source>Seat {seat} · {player}</source>
        <translation>Paikka {seat} · {player}</translation>
    </message>
    <message>
        <source>no seat of this hand can be corrected</source>
        <translation>yhtään tämän jaon paikkaa ei voi korjata</translation>
    </message>
    <message>
        <source>enter the amount</source>
        <translation>syötä summa</translation>
    </message>
    <message>
        <source>give the reason; it goes on the record</source>
        <translation>anna syy; se kirjataan</translation>
    </message>
    <message>
        <source>the pit boss who approves enters their name and PIN to {action}</source>
        <translation>hyväksyvä pit boss syöttää nimensä ja PIN-koodinsa, jotta voidaan {action}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Pöytä</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Vuoro</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Istunto</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Suljettu</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Laskettu</translation>
    </message>
    <message>
        <source>Variance</source>
        <translation>Erotus</translation>
    </message>
    <message>
        <source>The count team counts blind: the recorded drop shows once the box is counted.</source>
        <translation>Laskentatiimi laskee sokkona: kirjattu drop näkyy, kun laatikko on laskettu.</translation>
    </message>
    <message>
        <source>{table}, session {session} (shift {shift})</source>
        <translation>{table}, istunto {session} (vuoro {shift})</translation>
    </message>
    <message>
        <source>{head}: closed at {time}; its drop box waits for its count.</source>
        <translation>{head}: suljettu {time}; sen drop-laatikko odottaa laskentaa.</translation>
    </message>
    <message>
        <source>{head}: closed at {time}; its drop box waits for its count; recorded drop {recorded}.</source>
        <translation>{head}: suljettu {time}; sen drop-laatikko odottaa laskentaa; kirjattu drop {recorded}.</translation>
    </message>
    <message>
        <source>currency {amount}</source>
        <translation>käteinen {amount}</translation>
    </message>
    <message>
        <source>chips {amount}</source>
        <translation>pelimerkit {amount}</translation>
    </message>
    <message>
        <source>markers {amount}</source>
        <translation>markkerit {amount}</translation>
    </message>
    <message>
        <source>{head}: count {count} by {counter} and {witness} at {time}: {parts}, {total} in all against {recorded} recorded.</source>
        <translation>{head}: laskenta {count}, laskijat {counter} ja {witness}, {time}: {parts}, yhteensä {total}, kirjattu {recorded}.</translation>
    </message>
    <message>
        <source>A recount of count {count}: {reason}</source>
        <translation>Laskennan {count} uudelleenlaskenta: {reason}</translation>
    </message>
    <message>
        <source>Resolved by {name} at {time}: {reason}</source>
        <translation>Ratkaisija {name}, {time}: {reason}</translation>
    </message>
    <message>
        <source>The variance is open until a supervisor resolves it.</source>
        <translation>Erotus on avoinna, kunnes esimies ratkaisee sen.</translation>
    </message>
    <message>
        <source>Count room</source>
        <translation>Laskentahuone</translation>
    </message>
    <message>
        <source>Enter count…</source>
        <translation>Syötä laskenta…</translation>
    </message>
    <message>
        <source>Recount…</source>
        <translation>Laske uudelleen…</translation>
    </message>
    <message>
        <source>Resolve variance…</source>
        <translation>Ratkaise erotus…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Päivitä</translation>
    </message>
    <message>
        <source>Gaming day</source>
        <translation>Pelipäivä</translation>
    </message>
    <message>
        <source>You are {role}: you enter and recount drop counts, witnessed by a second counter and resolve variances, with the reason.</source>
        <translation>Roolisi on {role}: syötät ja lasket uudelleen drop-laskentoja toisen laskijan todistamina ja ratkaiset erotuksia syyn kanssa.</translation>
    </message>
    <message>
        <source>You are {role}: you enter and recount drop counts, witnessed by a second counter.</source>
        <translation>Roolisi on {role}: syötät ja lasket uudelleen drop-laskentoja toisen laskijan todistamina.</translation>
    </message>
    <message>
        <source>You are {role}: you resolve variances, with the reason.</source>
        <translation>Roolisi on {role}: ratkaiset erotuksia syyn kanssa.</translation>
    </message>
    <message>
        <source>You are {role}: you read the count room and change nothing.</source>
        <translation>Roolisi on {role}: luet laskentahuoneen tietoja etkä muuta mitään.</translation>
    </message>
    <message>
        <source>Counts are blind: a box's recorded drop shows once it is counted.</source>
        <translation>Laskennat tehdään sokkona: laatikon kirjattu drop näkyy, kun se on laskettu.</translation>
    </message>
    <message numerus="yes">
        <source>{day} — %n to count</source>
        <translation><numerusform>{day} — %n laskematta</numerusform><numerusform>{day} — %n laskematta</numerusform></translation>
    </message>
    <message>
        <source>Open variances, every day</source>
        <translation>Avoimet erotukset, kaikki päivät</translation>
    </message>
    <message>
        <source>choose a session still to count</source>
        <translation>valitse vielä laskematon istunto</translation>
    </message>
    <message>
        <source>Count the drop of {table}</source>
        <translation>Laske pöydän {table} drop</translation>
    </message>
    <message>
        <source>Session {session} of shift {shift}, closed at {time}: what is in its drop box, by denomination.</source>
        <translation>Vuoron {shift} istunto {session}, suljettu {time}: mitä sen drop-laatikossa on, arvoittain.</translation>
    </message>
    <message>
        <source>choose a counted session to recount</source>
        <translation>valitse laskettu istunto uudelleenlaskentaa varten</translation>
    </message>
    <message>
        <source>Recount the drop of {table}</source>
        <translation>Laske pöydän {table} drop uudelleen</translation>
    </message>
    <message>
        <source>Count {count} stays on record; the recount replaces it in the books and its variance is open again until resolved.</source>
        <translation>Laskenta {count} säilyy kirjauksissa; uudelleenlaskenta korvaa sen kirjanpidossa, ja sen erotus on jälleen avoinna, kunnes se ratkaistaan.</translation>
    </message>
    <message>
        <source>why the box was counted again</source>
        <translation>miksi laatikko laskettiin uudelleen</translation>
    </message>
    <message>
        <source>count {count} of {table} is recounted.</source>
        <translation>pöydän {table} laskenta {count} on laskettu uudelleen.</translation>
    </message>
    <message>
        <source>count {count} of {table} is entered.</source>
        <translation>pöydän {table} laskenta {count} on syötetty.</translation>
    </message>
    <message>
        <source>count {count} of {table} is recounted; variance {variance}.</source>
        <translation>pöydän {table} laskenta {count} on laskettu uudelleen; erotus {variance}.</translation>
    </message>
    <message>
        <source>count {count} of {table} is entered; variance {variance}.</source>
        <translation>pöydän {table} laskenta {count} on syötetty; erotus {variance}.</translation>
    </message>
    <message>
        <source>choose a session whose variance is open</source>
        <translation>valitse istunto, jonka erotus on avoinna</translation>
    </message>
    <message>
        <source>the variance of {table} is resolved.</source>
        <translation>pöydän {table} erotus on ratkaistu.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Valuutta</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Pelimerkit</translation>
    </message>
    <message>
        <source>Second counter</source>
        <translation>Toinen laskija</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Yhteensä</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Markkerit</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Laskenta</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>summa</translation>
    </message>
    <message>
        <source>marker line {row}: {error}</source>
        <translation>markkeririvi {row}: {error}</translation>
    </message>
    <message>
        <source>marker line {row} needs an amount above zero and a count</source>
        <translation>markkeririvi {row} vaatii nollaa suuremman summan ja määrän</translation>
    </message>
    <message>
        <source>Counted drop: {amount}</source>
        <translation>Laskettu drop: {amount}</translation>
    </message>
    <message>
        <source>give the reason for the recount; it goes on the record</source>
        <translation>anna uudelleenlaskennan syy; se kirjataan</translation>
    </message>
    <message>
        <source>the second counter enters their name and PIN</source>
        <translation>toinen laskija syöttää nimensä ja PIN-koodinsa</translation>
    </message>
    <message>
        <source>nothing is counted: if the box was empty, press OK again to enter an empty count</source>
        <translation>mitään ei ole laskettu: jos laatikko oli tyhjä, paina OK uudelleen syöttääksesi tyhjän laskennan</translation>
    </message>
    <message>
        <source>{table}, session {session} (shift {shift}): counted {total} (count {count}, by {counter} and {witness}) against {recorded} recorded: a variance of {variance}.</source>
        <translation>{table}, istunto {session} (vuoro {shift}): laskettu {total} (laskenta {count}, laskijat {counter} ja {witness}), kirjattu {recorded}: erotus {variance}.</translation>
    </message>
    <message>
        <source>what was found: it is kept with the resolution</source>
        <translation>mitä havaittiin: se säilytetään ratkaisun yhteydessä</translation>
    </message>
    <message>
        <source>Resolve a variance</source>
        <translation>Ratkaise erotus</translation>
    </message>
    <message>
        <source>chain</source>
        <comment>a fault's kind: the table's record failed verification</comment>
        <translation>ketju</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Vika</translation>
    </message>
    <message>
        <source>Raised</source>
        <translation>Ilmoitettu</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Ilmoittaja</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>Viat</translation>
    </message>
    <message>
        <source>A table with an open fault is stopped on every console. Read its verify report, then clear the fault with a note saying what was found and done.</source>
        <translation>Pöytä, jolla on avoin vika, on pysäytetty jokaisella konsolilla. Lue sen tarkistusraportti ja kuittaa sitten vika huomautuksella, jossa kerrotaan, mitä havaittiin ja tehtiin.</translation>
    </message>
    <message>
        <source>Verify report</source>
        <translation>Tarkistusraportti</translation>
    </message>
    <message>
        <source>The selected table's verify report shows here.</source>
        <translation>Valitun pöydän tarkistusraportti näkyy tässä.</translation>
    </message>
    <message>
        <source>what was found and done: it is kept with the fault</source>
        <translation>mitä havaittiin ja tehtiin: se säilytetään vian yhteydessä</translation>
    </message>
    <message>
        <source>The record still fails: accept it and let play go on (the fault stays on the record and in the shift report)</source>
        <translation>Kirjaukset epäonnistuvat yhä tarkistuksessa: hyväksy se ja anna pelin jatkua (vika jää kirjauksiin ja vuororaporttiin)</translation>
    </message>
    <message>
        <source>Approved by (a second supervisor; one of you an administrator)</source>
        <translation>Hyväksyjä (toinen esimies; toisen teistä on oltava ylläpitäjä)</translation>
    </message>
    <message>
        <source>Clear the fault</source>
        <translation>Kuittaa vika</translation>
    </message>
    <message>
        <source>No table has an open fault.</source>
        <translation>Yhdelläkään pöydällä ei ole avointa vikaa.</translation>
    </message>
    <message>
        <source>Read the table's verify report first.</source>
        <translation>Lue ensin pöydän tarkistusraportti.</translation>
    </message>
    <message>
        <source>write the note: what was found and done</source>
        <translation>kirjoita huomautus: mitä havaittiin ja tehtiin</translation>
    </message>
    <message>
        <source>a second supervisor enters their name and PIN to {action}</source>
        <translation>toinen esimies syöttää nimensä ja PIN-koodinsa, jotta voidaan {action}</translation>
    </message>
    <message>
        <source>Fault {fault} of {table} is accepted over the failing record, approved by {approver}; play may go on.</source>
        <translation>Pöydän {table} vika {fault} on hyväksytty epäonnistuvista kirjauksista huolimatta, hyväksyjä {approver}; peli voi jatkua.</translation>
    </message>
    <message>
        <source>Fault {fault} of {table} is cleared; play may go on.</source>
        <translation>Pöydän {table} vika {fault} on kuitattu; peli voi jatkua.</translation>
    </message>
    <message>
        <source>What these rules do</source>
        <translation>Mitä nämä säännöt tekevät</translation>
    </message>
    <message>
        <source>The figures could not be computed: {reason}</source>
        <translation>Lukuja ei voitu laskea: {reason}</translation>
    </message>
    <message>
        <source>Seat {seat} (key {key})</source>
        <translation>Paikka {seat} (näppäin {key})</translation>
    </message>
    <message>
        <source>RIDING</source>
        <translation>PANOS JÄÄ</translation>
    </message>
    <message>
        <source>A push under the ride rule: this bet must play the next round</source>
        <translation>Tasapeli säännöllä ”panos jää”: tämän panoksen on pelattava seuraava kierros</translation>
    </message>
    <message>
        <source>no bet</source>
        <translation>ei panosta</translation>
    </message>
    <message>
        <source>waiting for the split</source>
        <translation>odotetaan jakoa</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Jakaja</translation>
    </message>
    <message>
        <source>hand not shown yet</source>
        <translation>kättä ei ole vielä näytetty</translation>
    </message>
    <message>
        <source>Large · {category}</source>
        <translation>Iso · {category}</translation>
    </message>
    <message>
        <source>Small · {category}</source>
        <translation>Pieni · {category}</translation>
    </message>
    <message>
        <source>Wins both hands</source>
        <translation>Voittaa molemmat kädet</translation>
    </message>
    <message>
        <source>Wins Large only</source>
        <translation>Voittaa vain Ison käden</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Tasapeli</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>Häviää</translation>
    </message>
    <message>
        <source>Copies the
dealer</source>
        <translation>Kopioi
jakajaa</translation>
    </message>
    <message>
        <source>Skilled
player</source>
        <translation>Taitava
pelaaja</translation>
    </message>
    <message>
        <source>Flagged players…</source>
        <translation>Merkityt pelaajat…</translation>
    </message>
    <message>
        <source>0.00 copies the dealer; 1.00 always splits best.</source>
        <translation>0,00 kopioi jakajaa; 1,00 jakaa aina parhaiten.</translation>
    </message>
    <message>
        <source>A player flagged for advantage play: their measured index.</source>
        <translation>Etupelaamisesta merkitty pelaaja: hänen mitattu indeksinsä.</translation>
    </message>
    <message>
        <source>Skill index</source>
        <translation>Taitoindeksi</translation>
    </message>
    <message>
        <source>Player's EV per round</source>
        <translation>Pelaajan odotusarvo (EV) kierrosta kohden</translation>
    </message>
    <message>
        <source>House edge against them</source>
        <translation>Talon etu heitä vastaan</translation>
    </message>
    <message>
        <source>Per unit bet, per round: a linear projection of the index between the two exact figures above (copies the dealer at 0.00, skilled at 1.00).</source>
        <translation>Panosyksikköä ja kierrosta kohden: indeksin lineaarinen projektio kahden yllä olevan tarkan luvun välillä (jakajan kopioija 0,00, taitava 1,00).</translation>
    </message>
    <message>
        <source>Against a player</source>
        <translation>Pelaajaa vastaan</translation>
    </message>
    <message>
        <source>Flagged players not read: {why}</source>
        <translation>Merkittyjä pelaajia ei luettu: {why}</translation>
    </message>
    <message>
        <source>No player is flagged</source>
        <translation>Yhtään pelaajaa ei ole merkitty</translation>
    </message>
    <message>
        <source>Negative for the house: a player of skill index {index} expects to win {share} of every unit bet a round under these rules.</source>
        <translation>Negatiivinen talolle: taitoindeksin {index} pelaaja odottaa voittavansa {share} jokaisesta panosyksiköstä kierroksessa näillä säännöillä.</translation>
    </message>
    <message>
        <source>The house keeps {share} of every unit bet a round against a player of skill index {index}.</source>
        <translation>Talo pitää {share} jokaisesta panosyksiköstä kierroksessa taitoindeksin {index} pelaajaa vastaan.</translation>
    </message>
    <message>
        <source>Break-even skill index: {index}. A player above it beats these rules.</source>
        <translation>Nollatuloksen taitoindeksi: {index}. Sen ylittävä pelaaja voittaa nämä säännöt.</translation>
    </message>
    <message>
        <source>Even a player who copies the dealer beats these rules.</source>
        <translation>Jopa jakajaa kopioiva pelaaja voittaa nämä säännöt.</translation>
    </message>
    <message>
        <source>No skill beats these rules: the house wins at every index.</source>
        <translation>Mikään taito ei voita näitä sääntöjä: talo voittaa jokaisella indeksillä.</translation>
    </message>
    <message>
        <source>What these rules do to the house</source>
        <translation>Mitä nämä säännöt tekevät talolle</translation>
    </message>
    <message>
        <source>EV per bet</source>
        <translation>Odotusarvo (EV) panosta kohden</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>Talon etu</translation>
    </message>
    <message>
        <source>Per initial bet: a pushed bet rides until it is settled.</source>
        <translation>Alkuperäistä panosta kohden: tasapelin panos jää, kunnes se tilitetään.</translation>
    </message>
    <message>
        <source>Per bet: a push pays nothing and takes nothing.</source>
        <translation>Panosta kohden: tasapeli ei maksa mitään eikä ota mitään.</translation>
    </message>
    <message>
        <source>WARNING: {warning}</source>
        <translation>VAROITUS: {warning}</translation>
    </message>
    <message>
        <source>A skilled player does not beat these rules: the house keeps {share} of every bet even against the best splitting.</source>
        <translation>Taitava pelaaja ei voita näitä sääntöjä: talo pitää {share} jokaisesta panoksesta parastakin jakoa vastaan.</translation>
    </message>
    <message>
        <source>Break-even commission: none needed at these pays and this commission.</source>
        <translation>Nollatulosprovisio: ei tarvita näillä maksuilla ja tällä provisiolla.</translation>
    </message>
    <message>
        <source>Break-even commission: {share} of winning payouts, the skilled player re-splitting at every commission.</source>
        <translation>Nollatulosprovisio: {share} voitonmaksuista, kun taitava pelaaja jakaa kätensä uudelleen jokaisella provisiolla.</translation>
    </message>
    <message>
        <source>Exactly {fraction} of each payout.</source>
        <translation>Tarkalleen {fraction} kustakin voitonmaksusta.</translation>
    </message>
    <message>
        <source>Assumption: {assumption}.</source>
        <translation>Oletus: {assumption}.</translation>
    </message>
    <message>
        <source>House way: a computed split for each of the {vectors} suit-count vectors (differs from best-large on {differs}). No dealer rule, even a randomising one, holds a skilled player below {bound} per bet.</source>
        <translation>Talon tapa: laskettu jako kullekin {vectors} maajakaumavektorille (eroaa jaosta ”paras iso käsi” {differs} tapauksessa). Mikään jakajan sääntö, ei satunnaistavakaan, pidä taitavaa pelaajaa alle arvon {bound} panosta kohden.</translation>
    </message>
    <message>
        <source>Bet · seat {seat} · {who}</source>
        <translation>Panos · paikka {seat} · {who}</translation>
    </message>
    <message>
        <source>·  Enter places it, Escape cancels</source>
        <translation>·  Enter asettaa sen, Escape peruuttaa</translation>
    </message>
    <message>
        <source>Seat {seat}'s bet</source>
        <translation>Paikan {seat} panos</translation>
    </message>
    <message>
        <source>Type cards as number and suit letter (3S 5M 1C), or Tab to the grid and pick. Enter moves on and sets; Escape cancels.</source>
        <translation>Kirjoita kortit numerona ja maan kirjaimena (3S 5M 1C) tai siirry Tab-näppäimellä ruudukkoon ja valitse. Enter siirtyy eteenpäin ja asettaa; Escape peruuttaa.</translation>
    </message>
    <message numerus="yes">
        <source>{part}
(%n cards)</source>
        <translation><numerusform>{part}
(%n kortti)</numerusform><numerusform>{part}
(%n korttia)</numerusform></translation>
    </message>
    <message>
        <source>now the {part}</source>
        <translation>nyt: {part}</translation>
    </message>
    <message>
        <source>Press 1-9 (or click) to choose the three cards of the Small Hand; the other six are the Large Hand. Enter sets, Escape cancels.</source>
        <translation>Valitse Pienen käden kolme korttia painamalla 1-9 (tai napsauttamalla); muut kuusi ovat Iso käsi. Enter asettaa, Escape peruuttaa.</translation>
    </message>
    <message>
        <source>Large (6)</source>
        <translation>Iso (6)</translation>
    </message>
    <message>
        <source>Small (3)</source>
        <translation>Pieni (3)</translation>
    </message>
    <message>
        <source>the Small Hand is three cards: release one first</source>
        <translation>Pieni käsi on kolme korttia: poista ensin yksi valinta</translation>
    </message>
    <message>
        <source>Enter sets this split</source>
        <translation>Enter asettaa tämän jaon</translation>
    </message>
    <message>
        <source>{chosen} of 3 Small Hand cards chosen</source>
        <translation>{chosen}/3 Pienen käden korttia valittu</translation>
    </message>
    <message>
        <source>choose three cards for the Small Hand ({chosen} chosen)</source>
        <translation>valitse kolme korttia Pieneen käteen ({chosen} valittu)</translation>
    </message>
    <message>
        <source>Hand · seat {seat} · {who}</source>
        <translation>Käsi · paikka {seat} · {who}</translation>
    </message>
    <message>
        <source>Settlement · check, then Enter to pay and collect</source>
        <translation>Tilitys · tarkista ja maksa ja kerää painamalla Enter</translation>
    </message>
    <message>
        <source>Pay and collect</source>
        <translation>Maksa ja kerää</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Takaisin</translation>
    </message>
    <message>
        <source>Wins both</source>
        <translation>Voittaa molemmat</translation>
    </message>
    <message>
        <source>Wins Large</source>
        <translation>Voittaa Ison</translation>
    </message>
    <message>
        <source>best Large Hand (best-large)</source>
        <translation>paras iso käsi</translation>
    </message>
    <message>
        <source>the house way (house-way)</source>
        <translation>talon tapa</translation>
    </message>
    <message>
        <source>the dealer's choice (dealer-choice)</source>
        <translation>jakajan valinta</translation>
    </message>
    <message>
        <source>not in play</source>
        <translation>ei pelissä</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a seat</comment>
        <translation>tyhjä</translation>
    </message>
    <message>
        <source>bet rides</source>
        <translation>panos jää</translation>
    </message>
    <message>
        <source>bet rides to the next round</source>
        <translation>panos jää seuraavalle kierrokselle</translation>
    </message>
    <message>
        <source>bet stays</source>
        <translation>panos pysyy</translation>
    </message>
    <message>
        <source>bet stays (may be withdrawn)</source>
        <translation>panos pysyy (voidaan nostaa pois)</translation>
    </message>
    <message>
        <source>{payout} (commission {commission})</source>
        <translation>{payout} (provisio {commission})</translation>
    </message>
    <message>
        <source>commission {amount}</source>
        <translation>provisio {amount}</translation>
    </message>
    <message>
        <source>Bets {low}–{high}</source>
        <translation>Panokset {low}–{high}</translation>
    </message>
    <message>
        <source>pays {both} / {large}</source>
        <translation>maksaa {both} / {large}</translation>
    </message>
    <message>
        <source>push {push}</source>
        <translation>tasapeli {push}</translation>
    </message>
    <message>
        <source>commission {percent}%</source>
        <translation>provisio {percent} %</translation>
    </message>
    <message>
        <source>last round: set by {rule}</source>
        <translation>edellinen kierros: jako säännöllä {rule}</translation>
    </message>
    <message>
        <source>set by {rule}</source>
        <translation>jako säännöllä {rule}</translation>
    </message>
    <message>
        <source>Table closed</source>
        <translation>Pöytä suljettu</translation>
    </message>
    <message>
        <source>Bets open · N starts round {round}</source>
        <translation>Panostus auki · N aloittaa kierroksen {round}</translation>
    </message>
    <message>
        <source>Bets open · Ctrl+P seats, B bets</source>
        <translation>Panostus auki · Ctrl+P – paikat, B – panokset</translation>
    </message>
    <message>
        <source>Round {round} · S: settle</source>
        <translation>Kierros {round} · S: tilitä</translation>
    </message>
    <message>
        <source>Round {round} · H: hands to set, seat {seats}</source>
        <translation>Kierros {round} · H: jaettavat kädet, paikka {seats}</translation>
    </message>
    <message>
        <source>Round {round} · D: the dealer's hand</source>
        <translation>Kierros {round} · D: jakajan käsi</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pelaaja</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Panos</translation>
    </message>
    <message>
        <source>Payout</source>
        <translation>Voitonmaksu</translation>
    </message>
    <message>
        <source>Commission</source>
        <translation>Provisio</translation>
    </message>
    <message>
        <source>rides (locked)</source>
        <translation>jää (lukittu)</translation>
    </message>
    <message>
        <source>stays, may withdraw</source>
        <translation>pysyy, voidaan nostaa pois</translation>
    </message>
    <message>
        <source>The house pays {paid} and collects {collected}.</source>
        <translation>Talo maksaa {paid} ja kerää {collected}.</translation>
    </message>
    <message>
        <source> and not with a bet riding</source>
        <translation> eikä panoksen jäädessä pöytään</translation>
    </message>
    <message>
        <source>1-7 select a seat  ·  B bet  ·  W withdraw  ·  N start the round  ·  H a seat's hand  ·  D the dealer's hand  ·  S settle</source>
        <translation>1-7 valitse paikka  ·  B panos  ·  W nosta panos pois  ·  N aloita kierros  ·  H paikan käsi  ·  D jakajan käsi  ·  S tilitä</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Nosta panos pois</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>Aloita kierros</translation>
    </message>
    <message>
        <source>Seat's hand</source>
        <translation>Paikan käsi</translation>
    </message>
    <message>
        <source>Dealer's hand</source>
        <translation>Jakajan käsi</translation>
    </message>
    <message>
        <source>Settle</source>
        <translation>Tilitys</translation>
    </message>
    <message>
        <source>this table's seats are 1 to {seats}; seat {seat} is not in play</source>
        <translation>tämän pöydän paikat ovat 1–{seats}; paikka {seat} ei ole pelissä</translation>
    </message>
    <message>
        <source>select a seat first (keys 1-7), then B</source>
        <translation>valitse ensin paikka (näppäimet 1-7), sitten B</translation>
    </message>
    <message>
        <source>bets are placed between rounds</source>
        <translation>panokset asetetaan kierrosten välissä</translation>
    </message>
    <message>
        <source>seat {seat} is empty: Ctrl+P seats a player</source>
        <translation>paikka {seat} on tyhjä: Ctrl+P ottaa pelaajan pöytään</translation>
    </message>
    <message>
        <source>seat {seat}'s bet rides after a push: it plays the next round unchanged</source>
        <translation>paikan {seat} panos jää tasapelin jälkeen: se pelaa seuraavan kierroksen muuttumattomana</translation>
    </message>
    <message>
        <source>seat {seat} cannot bet now (its stack is below the minimum bet)</source>
        <translation>paikka {seat} ei voi panostaa nyt (sen pino on alle vähimmäispanoksen)</translation>
    </message>
    <message>
        <source>seat {seat}'s bet rides after a push: it cannot be withdrawn</source>
        <translation>paikan {seat} panos jää tasapelin jälkeen: sitä ei voi nostaa pois</translation>
    </message>
    <message>
        <source>select a seat with a bet (keys 1-7), then W</source>
        <translation>valitse paikka, jolla on panos (näppäimet 1-7), sitten W</translation>
    </message>
    <message>
        <source>a round starts between rounds, once a seat has a bet</source>
        <translation>kierros alkaa kierrosten välissä, kun jollakin paikalla on panos</translation>
    </message>
    <message>
        <source>splits are entered during a round, until the dealer's hand is set</source>
        <translation>jaot syötetään kierroksen aikana, kunnes jakajan käsi on jaettu</translation>
    </message>
    <message>
        <source>Hand · seat {seat} · {who} · as the player set it</source>
        <translation>Käsi · paikka {seat} · {who} · pelaajan jakamana</translation>
    </message>
    <message>
        <source>Large Hand</source>
        <translation>Iso käsi</translation>
    </message>
    <message>
        <source>Small Hand</source>
        <translation>Pieni käsi</translation>
    </message>
    <message>
        <source>every seat has set: D for the dealer's hand</source>
        <translation>jokainen paikka on jakanut kätensä: D jakajan kädelle</translation>
    </message>
    <message>
        <source>every seat sets before the dealer: H for the others</source>
        <translation>jokainen paikka jakaa kätensä ennen jakajaa: H muille</translation>
    </message>
    <message>
        <source>the dealer's hand is set once per round</source>
        <translation>jakajan käsi jaetaan kerran kierroksessa</translation>
    </message>
    <message>
        <source>Dealer's Large Hand</source>
        <translation>Jakajan Iso käsi</translation>
    </message>
    <message>
        <source>Dealer's Small Hand</source>
        <translation>Jakajan Pieni käsi</translation>
    </message>
    <message>
        <source>Dealer's hand · as the dealer set it (dealer-choice)</source>
        <translation>Jakajan käsi · jakajan jakamana (jakajan valinta)</translation>
    </message>
    <message>
        <source>Dealer's nine</source>
        <translation>Jakajan yhdeksän korttia</translation>
    </message>
    <message>
        <source>Dealer's hand · the console splits it by {rule}</source>
        <translation>Jakajan käsi · konsoli jakaa sen säännöllä {rule}</translation>
    </message>
    <message>
        <source>S shows the settlement</source>
        <translation>S näyttää tilityksen</translation>
    </message>
    <message>
        <source>a round settles once the dealer's hand is set</source>
        <translation>kierros tilitetään, kun jakajan käsi on jaettu</translation>
    </message>
    <message>
        <source>settled: the results stay up until the next round starts</source>
        <translation>tilitetty: tulokset pysyvät näkyvissä, kunnes seuraava kierros alkaa</translation>
    </message>
    <message>
        <source>What these rules play</source>
        <translation>Mitä nämä säännöt pelaavat</translation>
    </message>
    <message>
        <source>A throw puts in contest</source>
        <translation>Heitto asettaa kisaan</translation>
    </message>
    <message>
        <source>Of 64</source>
        <translation>64:stä</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Strategia</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Aloittaja</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Jaot</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Panokset</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Mistä</translation>
    </message>
    <message>
        <source>to</source>
        <translation>mihin</translation>
    </message>
    <message>
        <source>{declinable} of 64 throws show a Black and may be declined; {white} is triple White, {black} are triple Black. A contest: either player wins it with chance {chance} (equal rolls, {tie} of {pairs}, roll again).</source>
        <translation>{declinable}/64 heitosta näyttää Mustan ja voidaan hylätä; {white} on kolme valkoista, {black} on kolme mustaa. Kisa: kumpi tahansa pelaaja voittaa sen todennäköisyydellä {chance} (yhtä suuret heitot, {tie}/{pairs}, heitetään uudelleen).</translation>
    </message>
    <message>
        <source>A game to {target} ({win_check}, settled {settle}), exact: the first thrower's chance, the Hands a game lasts and the stakes it moves, on average, both players declining by the policy ({legend}).</source>
        <translation>Peli {target} pisteeseen ({win_check}, tilitys {settle}), tarkasti: ensimmäisen heittäjän mahdollisuus, pelin heittokierrosten määrä ja sen siirtämät panokset keskimäärin, kun molemmat pelaajat hylkäävät strategian mukaan ({legend}).</translation>
    </message>
    <message>
        <source>The game's chances are computed for two players; these rules seat {players}.</source>
        <translation>Pelin todennäköisyydet lasketaan kahdelle pelaajalle; nämä säännöt sallivat {players} pelaajaa.</translation>
    </message>
    <message>
        <source>No game stands at {first} to {second} between Hands: no run of throws leads there.</source>
        <translation>Yksikään peli ei ole tilanteessa {first}–{second} heittokierrosten välissä: mikään heittosarja ei johda sinne.</translation>
    </message>
    <message>
        <source>At {first} to {second}, the player to throw wins {chance} (both declining a Black when ahead), {hands} Hands to go.</source>
        <translation>Tilanteessa {first}–{second} heittovuorossa oleva pelaaja voittaa todennäköisyydellä {chance} (molemmat hylkäävät Mustan johtaessaan), heittokierroksia jäljellä {hands}.</translation>
    </message>
    <message>
        <source>Opening roll</source>
        <translation>Aloitusheitto</translation>
    </message>
    <message>
        <source>Contest for the {prize}</source>
        <translation>Kisa palkinnosta {prize}</translation>
    </message>
    <message>
        <source>{contest}, rolled again (round {round})</source>
        <translation>{contest}, heitettiin uudelleen (kierros {round})</translation>
    </message>
    <message>
        <source>{contest}: {rolls}</source>
        <translation>{contest}: {rolls}</translation>
    </message>
    <message>
        <source>No game in play</source>
        <translation>Yksikään peli ei ole käynnissä</translation>
    </message>
    <message>
        <source>Game {game} to {target}: everyone rolls for the first throw</source>
        <translation>Peli {game} {target} pisteeseen: kaikki heittävät ensimmäisestä heitosta</translation>
    </message>
    <message>
        <source>Game {game} to {target} · Hand {hand}</source>
        <translation>Peli {game} {target} pisteeseen · Heittokierros {hand}</translation>
    </message>
    <message>
        <source>Game {game} to {target} · Hand {hand}: the wands are {holder}'s (passed by {entitled})</source>
        <translation>Peli {game} {target} pisteeseen · Heittokierros {hand}: sauvat ovat pelaajalla {holder} (siirtäjä {entitled})</translation>
    </message>
    <message>
        <source>Game {game} to {target} · Hand {hand}: the wands are {holder}'s</source>
        <translation>Peli {game} {target} pisteeseen · Heittokierros {hand}: sauvat ovat pelaajalla {holder}</translation>
    </message>
    <message>
        <source>N starts a game</source>
        <translation>N aloittaa pelin</translation>
    </message>
    <message>
        <source>{who}: take the wands? Y takes, X refuses</source>
        <translation>{who}: otatko sauvat? Y ottaa, X torjuu</translation>
    </message>
    <message>
        <source>{who}: take the first roll? Y takes, X refuses</source>
        <translation>{who}: otatko ensimmäisen heiton? Y ottaa, X torjuu</translation>
    </message>
    <message>
        <source>{who} threw a Black: D declines the Hand, P plays it</source>
        <translation>{who} heitti Mustan: D hylkää heittokierroksen, P pelaa sen</translation>
    </message>
    <message>
        <source>{who} throws the wands: W throws</source>
        <translation>{who} heittää sauvat: W heittää</translation>
    </message>
    <message>
        <source>{who} throws the wands: type the three wands (B S W R), Enter</source>
        <translation>{who} heittää sauvat: kirjoita kolme sauvaa (B S W R), Enter</translation>
    </message>
    <message>
        <source>{who} rolls: R rolls</source>
        <translation>{who} heittää noppia: R heittää</translation>
    </message>
    <message>
        <source>{who} rolls: type the roll (2-12 or 3+5), Enter</source>
        <translation>{who} heittää noppia: kirjoita heitto (2-12 tai 3+5), Enter</translation>
    </message>
    <message>
        <source>Ctrl+O offers it to the next player</source>
        <translation>Ctrl+O tarjoaa sen seuraavalle pelaajalle</translation>
    </message>
    <message>
        <source>the wands</source>
        <translation>sauvat</translation>
    </message>
    <message>
        <source>rolled {roll}</source>
        <translation>heitti {roll}</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>vuorossa</translation>
    </message>
    <message>
        <source>No Hand yet this game.</source>
        <translation>Tässä pelissä ei ole vielä heittokierroksia.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Uusi peli</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Heitä sauvat</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Heitä nopat</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Hylkää</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Pelaa</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Tarjoa</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Ota</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Torju</translation>
    </message>
    <message>
        <source>Time charge</source>
        <translation>Aikamaksu</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>{seat} · empty</source>
        <translation>{seat} · tyhjä</translation>
    </message>
    <message>
        <source>no new game now: one is in play</source>
        <translation>uutta peliä ei voi aloittaa nyt: peli on käynnissä</translation>
    </message>
    <message>
        <source>type the three wands the thrower shows, then Enter</source>
        <translation>kirjoita heittäjän näyttämät kolme sauvaa ja paina Enter</translation>
    </message>
    <message>
        <source>nobody throws the wands now</source>
        <translation>kukaan ei heitä sauvoja nyt</translation>
    </message>
    <message>
        <source>type the roll the dice show, then Enter</source>
        <translation>kirjoita noppien näyttämä heitto ja paina Enter</translation>
    </message>
    <message>
        <source>nobody rolls now</source>
        <translation>kukaan ei heitä noppia nyt</translation>
    </message>
    <message>
        <source>only a throw that shows a Black can be declined</source>
        <translation>vain heiton, jossa näkyy Musta, voi hylätä</translation>
    </message>
    <message>
        <source>no throw waits to be declined or played</source>
        <translation>yksikään heitto ei odota hylkäämistä tai pelaamista</translation>
    </message>
    <message>
        <source>an option is offered by who throws the wands or rolls first, before using it</source>
        <translation>vaihtoehdon tarjoaa sauvojen heittäjä tai ensin noppia heittävä ennen sen käyttämistä</translation>
    </message>
    <message>
        <source>no offer waits for an answer</source>
        <translation>yksikään tarjous ei odota vastausta</translation>
    </message>
    <message>
        <source>no time charge to collect now</source>
        <translation>perittävää aikamaksua ei ole nyt</translation>
    </message>
    <message>
        <source>type the three wands</source>
        <translation>kirjoita kolme sauvaa</translation>
    </message>
    <message>
        <source>type the roll</source>
        <translation>kirjoita heitto</translation>
    </message>
    <message>
        <source>nothing to enter now</source>
        <translation>syötettävää ei ole nyt</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Musta</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Laiva</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Valkoinen</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Tähti</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Arvo</translation>
    </message>
    <message>
        <source>Fraction</source>
        <translation>Murtoluku</translation>
    </message>
    <message>
        <source>What these rules deal</source>
        <translation>Mitä nämä säännöt jakavat</translation>
    </message>
    <message>
        <source>Counted over every three-card hand of the pack; the svara chance over two hands dealt from one pack (equal values tie whatever made them).</source>
        <translation>Laskettu pakan kaikista kolmen kortin käsistä; svaran todennäköisyys kahdesta samasta pakasta jaetusta kädestä (yhtä suuret arvot ovat tasan riippumatta siitä, mistä ne koostuvat).</translation>
    </message>
    <message>
        <source>{profile}: {hands} hands</source>
        <translation>{profile}: {hands} kättä</translation>
    </message>
    <message>
        <source>A two-player showdown is a svara: &lt;b style='font-size:20px'&gt;{fraction}&lt;/b&gt; ({percent}, about 1 in {one_in})</source>
        <translation>Kahden pelaajan korttien näyttö päättyy svaraan: &lt;b style='font-size:20px'&gt;{fraction}&lt;/b&gt; ({percent}, noin 1/{one_in})</translation>
    </message>
    <message>
        <source>A two-player showdown is never a svara under this profile.</source>
        <translation>Kahden pelaajan korttien näyttö ei koskaan päädy svaraan tällä profiililla.</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Katso kortit</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Maksa</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Korota</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Paljastus</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Luovuta</translation>
    </message>
    <message>
        <source>Split the pot</source>
        <translation>Jaa potti</translation>
    </message>
    <message>
        <source>Play the svara</source>
        <translation>Pelaa svara</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Liity</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Jätä väliin</translation>
    </message>
    <message>
        <source>Deal the svara</source>
        <translation>Jaa svara</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Uusi jako</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Korttien näyttö</translation>
    </message>
    <message>
        <source>dark</source>
        <comment>a Seka seat that has not looked</comment>
        <translation>sokkona</translation>
    </message>
    <message>
        <source>light</source>
        <comment>a Seka seat that has looked</comment>
        <translation>näkevänä</translation>
    </message>
    <message>
        <source>Has not looked: pays half the stake</source>
        <translation>Ei ole katsonut kortteja: maksaa puolet panoksesta</translation>
    </message>
    <message>
        <source>Has looked (or plays light): pays the whole stake</source>
        <translation>On katsonut kortit (tai pelaa näkevänä): maksaa koko panoksen</translation>
    </message>
    <message>
        <source>Showed a hand worth {value}</source>
        <translation>Näytetyn käden pisteet: {value}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>tyhjä</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>odottaa</translation>
    </message>
    <message>
        <source>sat out</source>
        <translation>jäi sivuun</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>luovuttanut</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>called</source>
        <translation>maksoi</translation>
    </message>
    <message>
        <source>raised</source>
        <translation>korotti</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>paljasti</translation>
    </message>
    <message>
        <source>looked</source>
        <translation>katsoi kortit</translation>
    </message>
    <message>
        <source>shown down</source>
        <translation>hävisi näytössä</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>korttien näyttö</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>tasan</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>liittyi</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>ei liittynyt</translation>
    </message>
    <message>
        <source>to say: split?</source>
        <translation>vastattava: jaetaanko?</translation>
    </message>
    <message>
        <source>asked to join</source>
        <translation>kysytty liittymisestä</translation>
    </message>
    <message>
        <source>Paid {amount}</source>
        <translation>Maksettu {amount}</translation>
    </message>
    <message>
        <source>Hand {hand} · svara {deal}</source>
        <translation>Jako {hand} · svara {deal}</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>Panostus</translation>
    </message>
    <message>
        <source>Svara: split or play?</source>
        <translation>Svara: jaetaanko vai pelataanko?</translation>
    </message>
    <message>
        <source>Svara: who joins?</source>
        <translation>Svara: kuka liittyy?</translation>
    </message>
    <message>
        <source>Svara: deal</source>
        <translation>Svara: jako</translation>
    </message>
    <message>
        <source>Svara {deal}: betting</source>
        <translation>Svara {deal}: panostus</translation>
    </message>
    <message>
        <source>Showdown (the orbits ran out)</source>
        <translation>Korttien näyttö (kierrokset loppuivat)</translation>
    </message>
    <message>
        <source>Showdown (nobody left to bet)</source>
        <translation>Korttien näyttö (kukaan ei voi enää panostaa)</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Panos</translation>
    </message>
    <message>
        <source>seat {seat} pays {amount} dark (half)</source>
        <translation>paikka {seat} maksaa {amount} sokkona (puolet)</translation>
    </message>
    <message>
        <source>seat {seat} pays {amount}</source>
        <translation>paikka {seat} maksaa {amount}</translation>
    </message>
    <message>
        <source>{seats} tie at {value}</source>
        <translation>{seats} ovat tasan arvolla {value}</translation>
    </message>
    <message>
        <source>{seats} tie</source>
        <translation>{seats} ovat tasan</translation>
    </message>
    <message>
        <source>SVARA</source>
        <translation>SVARA</translation>
    </message>
    <message>
        <source>Pot carried {pot} · fee to join &lt;b&gt;{fee}&lt;/b&gt;</source>
        <translation>Siirretty potti {pot} · liittymismaksu &lt;b&gt;{fee}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>split agreed: {seats}</source>
        <translation>jako hyväksytty: {seats}</translation>
    </message>
    <message>
        <source>joined: {seats}</source>
        <translation>liittyneet: {seats}</translation>
    </message>
    <message>
        <source>passed: {seats}</source>
        <translation>jättäneet väliin: {seats}</translation>
    </message>
    <message>
        <source>{seat} to act (dark)</source>
        <translation>{seat} vuorossa (sokkona)</translation>
    </message>
    <message>
        <source>{seat} to act (light)</source>
        <translation>{seat} vuorossa (näkevänä)</translation>
    </message>
    <message>
        <source>{seat}: split the pot, or play the svara?</source>
        <translation>{seat}: jaetaanko potti vai pelataanko svara?</translation>
    </message>
    <message>
        <source>{seat}: join the svara?</source>
        <translation>{seat}: liitytkö svaraan?</translation>
    </message>
    <message>
        <source>The svara deal is next</source>
        <translation>Seuraavaksi svarajako</translation>
    </message>
    <message>
        <source>Showdown: enter the shown hands</source>
        <translation>Korttien näyttö: syötä näytetyt kädet</translation>
    </message>
    <message>
        <source>Showdown: show the dealt hands</source>
        <translation>Korttien näyttö: näytä jaetut kädet</translation>
    </message>
    <message>
        <source>split by agreement</source>
        <translation>potin jako sopimuksella</translation>
    </message>
    <message>
        <source>after 1 svara</source>
        <translation>1 svaran jälkeen</translation>
    </message>
    <message numerus="yes">
        <source>after %n svaras</source>
        <translation><numerusform>%n svaran jälkeen</numerusform><numerusform>%n svaran jälkeen</numerusform></translation>
    </message>
    <message>
        <source>rake {amount}</source>
        <translation>rake {amount}</translation>
    </message>
    <message>
        <source> (showed {value})</source>
        <translation> (näytti {value})</translation>
    </message>
    <message>
        <source> (unseen)</source>
        <translation> (näyttämättä)</translation>
    </message>
    <message>
        <source>; {how}</source>
        <translation>; {how}</translation>
    </message>
    <message>
        <source>Hand {hand} voided: every payment went back</source>
        <translation>Jako {hand} mitätöity: jokainen maksu palautettiin</translation>
    </message>
    <message>
        <source>Join for</source>
        <translation>Liity summalla</translation>
    </message>
    <message>
        <source>Raise to</source>
        <translation>Korota summaan</translation>
    </message>
    <message>
        <source>Hands</source>
        <comment>the shown hands</comment>
        <translation>Kädet</translation>
    </message>
    <message>
        <source>&lt;b style='color:{ink}'&gt;{seat} folds&lt;/b&gt; (equal values: the revealer folds); {other} plays on</source>
        <translation>&lt;b style='color:{ink}'&gt;{seat} luovuttaa&lt;/b&gt; (yhtä suuret arvot: paljastaja luovuttaa); {other} jatkaa</translation>
    </message>
    <message>
        <source>&lt;b style='color:{ink}'&gt;{seat} folds&lt;/b&gt; (the lower hand folds); {other} plays on</source>
        <translation>&lt;b style='color:{ink}'&gt;{seat} luovuttaa&lt;/b&gt; (heikompi käsi luovuttaa); {other} jatkaa</translation>
    </message>
    <message>
        <source>&lt;span style='color:{ink}; font-weight:800'&gt;SVARA&lt;/span&gt;: seats {seats} tie. The pot of {pot} is carried into a svara; each other player dealt in may join for &lt;b&gt;{fee}&lt;/b&gt;</source>
        <translation>&lt;span style='color:{ink}; font-weight:800'&gt;SVARA&lt;/span&gt;: paikat {seats} ovat tasan. Potti {pot} siirretään svaraan; kukin muu jakoon osallistunut pelaaja voi liittyä maksamalla &lt;b&gt;{fee}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{seat}: {amount} goes back</source>
        <translation>{seat}: {amount} palautetaan</translation>
    </message>
    <message>
        <source>Rake to the house: {amount} (from side pot {pot})</source>
        <translation>Rake talolle: {amount} (sivupotista {pot})</translation>
    </message>
    <message>
        <source>Rake to the house: {amount}</source>
        <translation>Rake talolle: {amount}</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Pääpotti</translation>
    </message>
    <message>
        <source>Side pot {number}</source>
        <translation>Sivupotti {number}</translation>
    </message>
    <message>
        <source>{pot} {amount} (uncontested): &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount} (ilman kilpailijoita): &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{pot} {amount} (split by agreement): &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount} (jaettu sopimuksella): &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{pot} {amount}: &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount}: &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>of a showing</comment>
        <translation>Tulos</translation>
    </message>
    <message>
        <source>No pot is paid yet: betting goes on.</source>
        <translation>Yhtään pottia ei ole vielä maksettu: panostus jatkuu.</translation>
    </message>
    <message>
        <source>raise the stake to</source>
        <translation>korota panos summaan</translation>
    </message>
    <message>
        <source>no hand is shown now</source>
        <translation>yhtään kättä ei näytetä nyt</translation>
    </message>
    <message>
        <source>the engine refused it</source>
        <translation>pelimoottori hylkäsi sen</translation>
    </message>
    <message>
        <source>Reveal by seat {seat} · {player}</source>
        <translation>Paljastus: paikka {seat} · {player}</translation>
    </message>
    <message>
        <source>e.g. {cards}</source>
        <translation>esim. {cards}</translation>
    </message>
    <message>
        <source>seat {seat}'s cards</source>
        <translation>paikan {seat} kortit</translation>
    </message>
    <message>
        <source>a Seka hand is {size} cards, not {count}</source>
        <translation>Sekan käsi on {size} korttia, ei {count}</translation>
    </message>
    <message>
        <source>Who takes what  [Enter]</source>
        <translation>Kuka saa mitäkin  [Enter]</translation>
    </message>
    <message>
        <source>Type each shown hand: rank ({ranks}) then suit {suits}, e.g. {example}, or {joker} for the joker. Enter moves to the next hand, then shows who takes what.</source>
        <translation>Kirjoita kukin näytetty käsi: arvo ({ranks}) ja sitten maa {suits}, esim. {example}, tai {joker} jokerille. Enter siirtyy seuraavaan käteen ja näyttää sitten, kuka saa mitäkin.</translation>
    </message>
    <message>
        <source>Type each shown hand: rank ({ranks}) then suit {suits}, e.g. {example}. Enter moves to the next hand, then shows who takes what.</source>
        <translation>Kirjoita kukin näytetty käsi: arvo ({ranks}) ja sitten maa {suits}, esim. {example}. Enter siirtyy seuraavaan käteen ja näyttää sitten, kuka saa mitäkin.</translation>
    </message>
    <message>
        <source>{title}: enter the shown hands</source>
        <translation>{title}: syötä näytetyt kädet</translation>
    </message>
    <message>
        <source>{title}: who takes what</source>
        <translation>{title}: kuka saa mitäkin</translation>
    </message>
    <message>
        <source>dealt by the console</source>
        <translation>konsolin jakama</translation>
    </message>
    <message>
        <source>shown before</source>
        <translation>näytetty aiemmin</translation>
    </message>
    <message>
        <source>enter three cards ({typed} typed)</source>
        <translation>syötä kolme korttia ({typed} kirjoitettu)</translation>
    </message>
    <message>
        <source>card {card} is also in seat {seat}'s hand; the {pack} pack holds it once</source>
        <translation>kortti {card} on myös paikan {seat} kädessä; pakassa {pack} on se vain kerran</translation>
    </message>
    <message>
        <source>value {value}</source>
        <translation>arvo {value}</translation>
    </message>
    <message>
        <source>{what}: {count} cards, e.g. {example}</source>
        <translation>{what}: {count} korttia, esim. {example}</translation>
    </message>
    <message>
        <source>{what}: {count} cards</source>
        <translation>{what}: {count} korttia</translation>
    </message>
    <message>
        <source>{what}: {typed} of {count} cards</source>
        <translation>{what}: {typed}/{count} korttia</translation>
    </message>
    <message>
        <source>{what} is {count} cards, not {typed}</source>
        <translation>{what} on {count} korttia, ei {typed}</translation>
    </message>
    <message>
        <source>card {card} is entered {times} times; the deck holds only {copies} copies</source>
        <translation>kortti {card} on syötetty {times} kertaa; pakassa on vain {copies} kappaletta</translation>
    </message>
    <message>
        <source>card {card}: no copy is left (the deck holds {copies}; {elsewhere} already entered in this round, {here} here)</source>
        <translation>kortti {card}: kappaleita ei ole jäljellä (pakassa on {copies}; {elsewhere} jo syötetty tällä kierroksella, {here} tässä)</translation>
    </message>
    <message>
        <source>card {card}: no copy is left (the deck holds {copies}; {elsewhere} already entered in this round)</source>
        <translation>kortti {card}: kappaleita ei ole jäljellä (pakassa on {copies}; {elsewhere} jo syötetty tällä kierroksella)</translation>
    </message>
    <message>
        <source>{what} needs {count} cards; {typed} entered</source>
        <translation>{what} vaatii {count} korttia; syötetty {typed}</translation>
    </message>
    <message>
        <source>{number} of {suit} ({card})</source>
        <translation>{number}, maa {suit} ({card})</translation>
    </message>
    <message>
        <source>{left} left</source>
        <comment>copies of a card</comment>
        <translation>{left} jäljellä</translation>
    </message>
    <message>
        <source>Hand check</source>
        <translation>Käden tarkistus</translation>
    </message>
    <message>
        <source>Type six cards (a Sekhoma hand) or three (a Small Hand): number 1-6, then the suit letter {suits}, e.g. {example}</source>
        <translation>Kirjoita kuusi korttia (Sekhoma-käsi) tai kolme (Pieni käsi): numero 1-6 ja sitten maan kirjain {suits}, esim. {example}</translation>
    </message>
    <message>
        <source>{count} of 6 cards</source>
        <translation>{count}/6 korttia</translation>
    </message>
    <message>
        <source>a hand has 6 cards (3 for a Small Hand), not {count}</source>
        <translation>kädessä on 6 korttia (Pienessä kädessä 3), ei {count}</translation>
    </message>
    <message>
        <source>Small Hand - rank {rank}, score {score}</source>
        <translation>Pieni käsi - sijoitus {rank}, pisteet {score}</translation>
    </message>
    <message>
        <source>Sekhoma hand - rank {rank}, score {score}</source>
        <translation>Sekhoma-käsi - sijoitus {rank}, pisteet {score}</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Tarkista</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Vaihto</translation>
    </message>
    <message>
        <source>card {number}: {card}</source>
        <translation>kortti {number}: {card}</translation>
    </message>
    <message numerus="yes">
        <source>at most %n cards may be exchanged</source>
        <translation><numerusform>enintään %n kortin voi vaihtaa</numerusform><numerusform>enintään %n korttia voi vaihtaa</numerusform></translation>
    </message>
    <message>
        <source>{count} of max {most}</source>
        <translation>{count}/enint. {most}</translation>
    </message>
    <message>
        <source>1-6 mark · Enter sends · Esc cancels</source>
        <translation>1-6 merkitse · Enter lähettää · Esc peruuttaa</translation>
    </message>
    <message>
        <source>Betting round 1</source>
        <translation>Panostuskierros 1</translation>
    </message>
    <message>
        <source>Betting round 2</source>
        <translation>Panostuskierros 2</translation>
    </message>
    <message>
        <source>checked</source>
        <translation>passasi</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>panosti</translation>
    </message>
    <message>
        <source>in</source>
        <translation>mukana</translation>
    </message>
    <message>
        <source>exchanged</source>
        <translation>vaihtoi</translation>
    </message>
    <message>
        <source>in the showdown</source>
        <translation>korttien näytössä</translation>
    </message>
    <message>
        <source>drew {count}</source>
        <translation>nosti {count}</translation>
    </message>
    <message>
        <source>Bet {amount}</source>
        <translation>Panos {amount}</translation>
    </message>
    <message>
        <source>In hand {amount}</source>
        <translation>Kädessä {amount}</translation>
    </message>
    <message>
        <source>Bets this round</source>
        <translation>Panokset tällä kierroksella</translation>
    </message>
    <message>
        <source>Unmatched {amount} goes back to seat {seat}</source>
        <translation>Maksamaton {amount} palautetaan paikalle {seat}</translation>
    </message>
    <message>
        <source> (all-in)</source>
        <translation> (all-in)</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>Maksettava</translation>
    </message>
    <message>
        <source>No bet yet</source>
        <translation>Ei vielä panosta</translation>
    </message>
    <message>
        <source>raises {made} of {most}</source>
        <translation>korotuksia {made}/{most}</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} to exchange</source>
        <translation>Paikka {seat} · {player} vaihtaa kortteja</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} to act</source>
        <translation>Paikka {seat} · {player} vuorossa</translation>
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
        <translation>Jako {hand} mitätöity: jokainen panos palautettiin</translation>
    </message>
    <message>
        <source>rank {rank} · score {score}</source>
        <translation>sijoitus {rank} · pisteet {score}</translation>
    </message>
    <message>
        <source>{seat}: unmatched {amount} goes back</source>
        <translation>{seat}: maksamaton {amount} palautetaan</translation>
    </message>
    <message>
        <source>{pot} {amount} (uncontested), seats {seats} eligible: &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount} (ilman kilpailijoita), oikeutetut paikat {seats}: &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{pot} {amount}, seats {seats} eligible: &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount}, oikeutetut paikat {seats}: &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pots</source>
        <translation>Potit</translation>
    </message>
    <message>
        <source>raise to</source>
        <translation>korota summaan</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>vaihto</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>kortit</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} discards</source>
        <translation>Paikka {seat} · {player} hylkää kortteja</translation>
    </message>
    <message>
        <source>not the showdown yet</source>
        <translation>korttien näyttö ei ole vielä vuorossa</translation>
    </message>
    <message>
        <source>the engine refused the showdown</source>
        <translation>pelimoottori hylkäsi korttien näytön</translation>
    </message>
    <message>
        <source>Preview payout  [Enter]</source>
        <translation>Esikatsele voitonmaksu  [Enter]</translation>
    </message>
    <message>
        <source>Showdown: who is paid what</source>
        <translation>Korttien näyttö: kenelle maksetaan mitäkin</translation>
    </message>
    <message>
        <source>Confirm and pay  [Enter]</source>
        <translation>Vahvista ja maksa  [Enter]</translation>
    </message>
    <message>
        <source>nothing is paid until you confirm</source>
        <translation>mitään ei makseta ennen kuin vahvistat</translation>
    </message>
    <message>
        <source>Type each shown hand: number 1-6 then suit {suits}, e.g. {example}. Enter moves to the next hand, then previews the payout.</source>
        <translation>Kirjoita kukin näytetty käsi: numero 1-6 ja sitten maa {suits}, esim. {example}. Enter siirtyy seuraavaan käteen ja esikatselee sitten voitonmaksun.</translation>
    </message>
    <message>
        <source>&amp;Trick check</source>
        <translation>&amp;Tikkitarkistus</translation>
    </message>
    <message>
        <source>Key {key}</source>
        <translation>Näppäin {key}</translation>
    </message>
    <message>
        <source>In the dark</source>
        <translation>Pimeästä</translation>
    </message>
    <message>
        <source>End the trick</source>
        <translation>Päätä tikki</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Uusi jako</translation>
    </message>
    <message>
        <source>Enter result</source>
        <translation>Syötä tulos</translation>
    </message>
    <message>
        <source>Abandon match</source>
        <translation>Keskeytä ottelu</translation>
    </message>
    <message>
        <source>points</source>
        <translation>pisteet</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Vahvista</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Peruuta</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Sininen</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>Meripihka</translation>
    </message>
    <message>
        <source>{side} · partners {seats}</source>
        <translation>{side} · parit {seats}</translation>
    </message>
    <message>
        <source>{side} · partner {seats}</source>
        <translation>{side} · pari {seats}</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>JAKAJA</translation>
    </message>
    <message numerus="yes">
        <source>%n card in hand</source>
        <translation><numerusform>%n kortti kädessä</numerusform><numerusform>%n korttia kädessä</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n cards in hand</source>
        <translation><numerusform>%n kortti kädessä</numerusform><numerusform>%n korttia kädessä</numerusform></translation>
    </message>
    <message>
        <source>LEADS ON OR ENDS</source>
        <translation>JATKAA TAI PÄÄTTÄÄ</translation>
    </message>
    <message>
        <source>TO PLAY</source>
        <translation>PELIVUOROSSA</translation>
    </message>
    <message>
        <source>Between deals; seat {seat} deals next</source>
        <translation>Jakojen välissä; seuraavaksi jakaa paikka {seat}</translation>
    </message>
    <message>
        <source>Between deals</source>
        <translation>Jakojen välissä</translation>
    </message>
    <message>
        <source>Deal {deal} · dealt by seat {seat} · live cards</source>
        <translation>Jako {deal} · jakajana paikka {seat} · oikeat kortit</translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal} · dealt by seat {seat} · stock %n card</source>
        <translation><numerusform>Jako {deal} · jakajana paikka {seat} · nostopakassa %n kortti</numerusform><numerusform>Jako {deal} · jakajana paikka {seat} · nostopakassa %n korttia</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal} · dealt by seat {seat} · stock %n cards</source>
        <translation><numerusform>Jako {deal} · jakajana paikka {seat} · nostopakassa %n kortti</numerusform><numerusform>Jako {deal} · jakajana paikka {seat} · nostopakassa %n korttia</numerusform></translation>
    </message>
    <message>
        <source>Live cards: the host enters the deal's result when it has been played</source>
        <translation>Oikeat kortit: isäntä syöttää jaon tuloksen, kun se on pelattu</translation>
    </message>
    <message>
        <source>No trick on the table</source>
        <translation>Pöydällä ei ole tikkiä</translation>
    </message>
    <message>
        <source>dark</source>
        <comment>a card played in the dark</comment>
        <translation>pimeästä</translation>
    </message>
    <message>
        <source>R{round}</source>
        <comment>a trick's round, short</comment>
        <translation>K{round}</translation>
    </message>
    <message>
        <source>S{seat}</source>
        <comment>a seat, short</comment>
        <translation>P{seat}</translation>
    </message>
    <message numerus="yes">
        <source>{points} points · %n trick</source>
        <translation><numerusform>{points} pistettä · %n tikki</numerusform><numerusform>{points} pistettä · %n tikkiä</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>{points} points · %n tricks</source>
        <translation><numerusform>{points} pistettä · %n tikki</numerusform><numerusform>{points} pistettä · %n tikkiä</numerusform></translation>
    </message>
    <message>
        <source>match {score}</source>
        <translation>ottelu {score}</translation>
    </message>
    <message>
        <source>Each deal settles alone</source>
        <translation>Jokainen jako tilitetään erikseen</translation>
    </message>
    <message>
        <source>No match under way (a match is to {target})</source>
        <translation>Yksikään ottelu ei ole käynnissä (ottelu pelataan {target} pisteeseen)</translation>
    </message>
    <message>
        <source>Match to {target}: {first} – {second} · {held} held for the next deal's winners</source>
        <translation>Ottelu {target} pisteeseen: {first} – {second} · {held} siirtyy seuraavan jaon voittajille</translation>
    </message>
    <message>
        <source>Match to {target}: {first} – {second}</source>
        <translation>Ottelu {target} pisteeseen: {first} – {second}</translation>
    </message>
    <message>
        <source>N deals the next deal</source>
        <translation>N jakaa seuraavan jaon</translation>
    </message>
    <message>
        <source>Enter the deal's result (R) when it has been played</source>
        <translation>Syötä jaon tulos (R), kun se on pelattu</translation>
    </message>
    <message>
        <source>Seat {seat} led: lead again (a number key) or end the trick (E)</source>
        <translation>Paikka {seat} aloitti: aloita uudelleen (numeronäppäin) tai päätä tikki (E)</translation>
    </message>
    <message>
        <source>Seat {seat} ends the trick (E)</source>
        <translation>Paikka {seat} päättää tikin (E)</translation>
    </message>
    <message>
        <source>Seat {seat} plays a card (its number key) or play in the dark (D)</source>
        <translation>Paikka {seat} pelaa kortin (sen numeronäppäin) tai pelaa pimeästä (D)</translation>
    </message>
    <message>
        <source>Seat {seat} plays a card (its number key)</source>
        <translation>Paikka {seat} pelaa kortin (sen numeronäppäin)</translation>
    </message>
    <message>
        <source>Points of the dealer's side ({sides}), 0 to {total} (in tens)</source>
        <translation>Jakajan puolen ({sides}) pisteet, 0–{total} (kymmenittäin)</translation>
    </message>
    <message>
        <source>Points of the dealer's side ({sides}), 0 to {total}</source>
        <translation>Jakajan puolen ({sides}) pisteet, 0–{total}</translation>
    </message>
    <message>
        <source>Points of the non-dealers ({sides}), 0 to {total} (in tens)</source>
        <translation>Ei-jakajien ({sides}) pisteet, 0–{total} (kymmenittäin)</translation>
    </message>
    <message>
        <source>Points of the non-dealers ({sides}), 0 to {total}</source>
        <translation>Ei-jakajien ({sides}) pisteet, 0–{total}</translation>
    </message>
    <message>
        <source>Seat {seat} · {name} leads again or ends the trick</source>
        <translation>Paikka {seat} · {name} aloittaa uudelleen tai päättää tikin</translation>
    </message>
    <message>
        <source>Seat {seat} · {name} plays</source>
        <translation>Paikka {seat} · {name} pelaa</translation>
    </message>
    <message numerus="yes">
        <source>seat {seat} holds %n cards</source>
        <translation><numerusform>paikalla {seat} on %n kortti</numerusform><numerusform>paikalla {seat} on %n korttia</numerusform></translation>
    </message>
    <message>
        <source>{card} cannot be played now</source>
        <translation>korttia {card} ei voi pelata nyt</translation>
    </message>
    <message>
        <source>no play in the dark now</source>
        <translation>pimeästä ei voi pelata nyt</translation>
    </message>
    <message>
        <source>no trick can be ended now: it ends after a whole round</source>
        <translation>yhtään tikkiä ei voi päättää nyt: se päättyy kokonaisen kierroksen jälkeen</translation>
    </message>
    <message>
        <source>no new deal now</source>
        <translation>uutta jakoa ei voi aloittaa nyt</translation>
    </message>
    <message>
        <source>no deal's result is awaited now</source>
        <translation>mitään jaon tulosta ei odoteta nyt</translation>
    </message>
    <message>
        <source>type the points</source>
        <translation>kirjoita pisteet</translation>
    </message>
    <message>
        <source>the points are a whole number, not {text}</source>
        <translation>pisteet ovat kokonaisluku, ei {text}</translation>
    </message>
    <message>
        <source>seats {seats} pay {amount} each</source>
        <translation>paikat {seats} maksavat kukin {amount}</translation>
    </message>
    <message>
        <source>no match is under way to abandon</source>
        <translation>yksikään ottelu ei ole käynnissä, joten keskeytettävää ei ole</translation>
    </message>
    <message>
        <source>Abandon the match</source>
        <translation>Keskeytä ottelu</translation>
    </message>
    <message>
        <source>The match ends here: what was settled stays settled and nothing more is; a deal in play is voided. A pit boss approves with their name and PIN.</source>
        <translation>Ottelu päättyy tähän: tilitetty pysyy tilitettynä eikä muuta tilitetä; kesken oleva jako mitätöidään. Pit boss hyväksyy nimellään ja PIN-koodillaan.</translation>
    </message>
    <message>
        <source>why the match ends (e.g. a player was taken ill)</source>
        <translation>miksi ottelu päättyy (esim. pelaaja sairastui)</translation>
    </message>
    <message>
        <source>Trick check</source>
        <translation>Tikkitarkistus</translation>
    </message>
    <message>
        <source>Type the cards in the order played, the leader's first, each further round after a |, e.g. {example}</source>
        <translation>Kirjoita kortit pelijärjestyksessä, aloittajan kortti ensin, kukin seuraava kierros merkin | jälkeen, esim. {example}</translation>
    </message>
    <message>
        <source>game</source>
        <translation>peli</translation>
    </message>
    <message>
        <source>players</source>
        <translation>pelaajat</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Peli</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pelaajat</translation>
    </message>
    <message>
        <source>The leader takes it: {cards} cards, {points} points</source>
        <translation>Aloittaja saa sen: {cards} korttia, {points} pistettä</translation>
    </message>
    <message>
        <source>Player {place} in the order of play takes it: {cards} cards, {points} points</source>
        <translation>Pelijärjestyksessä pelaaja {place} saa sen: {cards} korttia, {points} pistettä</translation>
    </message>
    <message>
        <source>{typed} of {most}</source>
        <comment>cards typed</comment>
        <translation>{typed}/{most}</translation>
    </message>
    <message numerus="yes">
        <source>%n cards typed</source>
        <translation><numerusform>%n kortti kirjoitettu</numerusform><numerusform>%n korttia kirjoitettu</numerusform></translation>
    </message>
    <message>
        <source>seat {seat}: {why}</source>
        <translation>paikka {seat}: {why}</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Tietoja: {app}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Versio {version}</translation>
    </message>
    <message>
        <source>The dealer console for live {games} tables: it enforces the house rules, ranks the hands and logs every wager.</source>
        <translation>Jakajan konsoli pöydille, joilla pelataan oikeilla korteilla ({games}): se valvoo talon sääntöjä, asettaa kädet järjestykseen ja kirjaa jokaisen panoksen.</translation>
    </message>
    <message>
        <source>Send it again</source>
        <translation>Lähetä uudelleen</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Hylkää se</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>{app} - dealer console</source>
        <translation>{app} - jakajan konsoli</translation>
    </message>
    <message>
        <source>Pit</source>
        <comment>the pit overview's tab</comment>
        <translation>Pitti</translation>
    </message>
    <message>
        <source>{name} ({role})</source>
        <translation>{name} ({role})</translation>
    </message>
    <message>
        <source>Database: {where}</source>
        <translation>Tietokanta: {where}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tiedosto</translation>
    </message>
    <message>
        <source>Change my &amp;PIN…</source>
        <translation>Vaihda &amp;PIN-koodi…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>K&amp;ieli</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>&amp;Kirjaudu ulos</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lopeta</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>P&amp;öytä</translation>
    </message>
    <message>
        <source>&amp;Pit overview</source>
        <translation>&amp;Pitin yleiskuva</translation>
    </message>
    <message>
        <source>Open &amp;selected table</source>
        <translation>Avaa &amp;valittu pöytä</translation>
    </message>
    <message>
        <source>&amp;Next tab</source>
        <translation>&amp;Seuraava välilehti</translation>
    </message>
    <message>
        <source>P&amp;revious tab</source>
        <translation>&amp;Edellinen välilehti</translation>
    </message>
    <message>
        <source>&amp;Pit</source>
        <translation>&amp;Pitti</translation>
    </message>
    <message>
        <source>Open &amp;shift…</source>
        <translation>Avaa &amp;vuoro…</translation>
    </message>
    <message>
        <source>&amp;Close shift…</source>
        <translation>&amp;Sulje vuoro…</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>&amp;Uusi pöytä…</translation>
    </message>
    <message>
        <source>&amp;Open table…</source>
        <translation>&amp;Avaa pöytä…</translation>
    </message>
    <message>
        <source>C&amp;lose table…</source>
        <translation>Sulje &amp;pöytä…</translation>
    </message>
    <message>
        <source>&amp;Fill…</source>
        <translation>&amp;Täydennys…</translation>
    </message>
    <message>
        <source>C&amp;redit…</source>
        <translation>Pa&amp;lautus…</translation>
    </message>
    <message>
        <source>Sl&amp;ips…</source>
        <translation>T&amp;ositteet…</translation>
    </message>
    <message>
        <source>Count roo&amp;m…</source>
        <translation>Laskenta&amp;huone…</translation>
    </message>
    <message>
        <source>F&amp;aults…</source>
        <translation>V&amp;iat…</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>Pelaa&amp;jat…</translation>
    </message>
    <message>
        <source>Shift re&amp;ports…</source>
        <translation>Vuoro&amp;raportit…</translation>
    </message>
    <message>
        <source>House &amp;rules</source>
        <translation>Talon sää&amp;nnöt</translation>
    </message>
    <message>
        <source>&amp;Users…</source>
        <translation>&amp;Käyttäjät…</translation>
    </message>
    <message>
        <source>Pit se&amp;ttings…</source>
        <translation>Pitin as&amp;etukset…</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>T&amp;yökalut</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ohje</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Näppäimet</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>&amp;Tietoja: {app}</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Talon säännöt</translation>
    </message>
    <message>
        <source>Shift reports</source>
        <translation>Vuororaportit</translation>
    </message>
    <message>
        <source>select a table in the pit overview first</source>
        <translation>valitse ensin pöytä pitin yleiskuvasta</translation>
    </message>
    <message>
        <source>Open shift</source>
        <translation>Avaa vuoro</translation>
    </message>
    <message>
        <source>Name of the shift:</source>
        <translation>Vuoron nimi:</translation>
    </message>
    <message>
        <source>Shift {shift} is open.</source>
        <translation>Vuoro {shift} on auki.</translation>
    </message>
    <message>
        <source>no shift is open</source>
        <translation>yksikään vuoro ei ole auki</translation>
    </message>
    <message>
        <source>Close shift</source>
        <translation>Sulje vuoro</translation>
    </message>
    <message>
        <source>Close shift {shift}?</source>
        <translation>Suljetaanko vuoro {shift}?</translation>
    </message>
    <message>
        <source>Shift {shift} is closed.</source>
        <translation>Vuoro {shift} on suljettu.</translation>
    </message>
    <message>
        <source>Table {table} is on the floor; open it to play.</source>
        <translation>Pöytä {table} on salissa; avaa se pelataksesi.</translation>
    </message>
    <message>
        <source>open a shift first (Pit ▸ Open shift)</source>
        <translation>avaa ensin vuoro (Pitti ▸ Avaa vuoro)</translation>
    </message>
    <message>
        <source>Open {table}</source>
        <translation>Avaa {table}</translation>
    </message>
    <message>
        <source>The opener: the chips in the tray by denomination, counted by the pit boss and signed by the table's dealer. It is compared with the table's last closer before anyone signs.</source>
        <translation>Avauslaskenta: telineen pelimerkit arvoittain, pit bossin laskemina ja pöydän jakajan allekirjoittamina. Sitä verrataan pöydän viimeisimpään sulkulaskentaan ennen kuin kukaan allekirjoittaa.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>the second signer of a count</comment>
        <translation>Jakaja</translation>
    </message>
    <message>
        <source>{table} is open in shift {shift}.</source>
        <translation>{table} on auki vuorossa {shift}.</translation>
    </message>
    <message>
        <source>Close {table}</source>
        <translation>Sulje {table}</translation>
    </message>
    <message>
        <source>The closer: the chips left in the tray by denomination, counted by the pit boss and signed by the table's dealer.</source>
        <translation>Sulkulaskenta: telineeseen jääneet pelimerkit arvoittain, pit bossin laskemina ja pöydän jakajan allekirjoittamina.</translation>
    </message>
    <message>
        <source>{table} is closed.</source>
        <translation>{table} on suljettu.</translation>
    </message>
    <message>
        <source>Fill slip fill {slip} for {table}.</source>
        <translation>Täydennystosite {slip} pöydälle {table}.</translation>
    </message>
    <message>
        <source>Credit slip credit {slip} for {table}.</source>
        <translation>Palautustosite {slip} pöydältä {table}.</translation>
    </message>
    <message>
        <source>Your PIN is changed; use the new one from now on.</source>
        <translation>PIN-koodisi on vaihdettu; käytä tästä lähtien uutta.</translation>
    </message>
    <message>
        <source>Your PIN was set before the PIN rules and no longer meets them; choose a new one to go on.</source>
        <translation>PIN-koodisi asetettiin ennen PIN-sääntöjä eikä enää täytä niitä; valitse uusi jatkaaksesi.</translation>
    </message>
    <message>
        <source>The database cannot be reached ({reason}). Play is stopped; nothing that was confirmed is lost, and the entry being sent is kept. Trying again every 2 s…</source>
        <translation>Tietokantaan ei saada yhteyttä ({reason}). Peli on pysäytetty; mitään vahvistettua ei menetetä, ja lähetettävä syöte säilytetään. Yritetään uudelleen 2 s välein…</translation>
    </message>
    <message>
        <source>The database is back.</source>
        <translation>Tietokantayhteys on palannut.</translation>
    </message>
    <message>
        <source>The last entry ({entry} at {table}, entered by {name}) may not have been written: send it again (it acts once, even if it was), or discard it.</source>
        <translation>Viimeisin syöte ({entry} pöydässä {table}, syöttäjä {name}) ei ehkä tallentunut: lähetä se uudelleen (se toimii vain kerran, vaikka olisi tallentunut) tai hylkää se.</translation>
    </message>
    <message>
        <source>The last entry ({entry} at {table}) may not have been written: send it again (it acts once, even if it was), or discard it.</source>
        <translation>Viimeisin syöte ({entry} pöydässä {table}) ei ehkä tallentunut: lähetä se uudelleen (se toimii vain kerran, vaikka olisi tallentunut) tai hylkää se.</translation>
    </message>
    <message>
        <source>A console stopped with an entry kept.</source>
        <translation>Konsoli pysähtyi, ja syöte säilytettiin.</translation>
    </message>
    <message>
        <source>{sentence} (Pit, Faults… for a pit boss)</source>
        <translation>{sentence} (Pitti, Viat… pit bossille)</translation>
    </message>
    <message>
        <source>Approve the kept entry</source>
        <translation>Hyväksy tallennettu syöte</translation>
    </message>
    <message>
        <source>{name} approved this entry before the console stopped; a PIN is not kept on disk, so the approval is asked again.</source>
        <translation>{name} hyväksyi tämän syötteen ennen konsolin pysähtymistä; PIN-koodia ei säilytetä levyllä, joten hyväksyntää pyydetään uudelleen.</translation>
    </message>
    <message>
        <source>The kept entry was sent.</source>
        <translation>Tallennettu syöte lähetettiin.</translation>
    </message>
    <message>
        <source>Another console stopped with an entry kept.</source>
        <translation>Toinen konsoli pysähtyi, ja syöte säilytettiin.</translation>
    </message>
    <message>
        <source>The kept entry was discarded.</source>
        <translation>Tallennettu syöte hylättiin.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Näppäimet</translation>
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
        <translation>Kaikkialla: F2 pitin yleiskuva, Ctrl+PgUp/PgDown välilehdet, Ctrl+R talon säännöt,
Ctrl+K käden tarkistus, Ctrl+J tikkitarkistus, Ctrl+Q lopeta.

Pöydässä: 1-7 valitse paikka, Ctrl+P ota pelaaja pöytään (korttiasiakas: # ja kortin
numero), Ctrl+B osta pelimerkkejä, Ctrl+L kotiuta, Ctrl+Shift+V mitätöi jako (pit boss
hyväksyy), F9 pelin toisto (siellä: korjaa tilitetty jako, kirjaa valitus), F8 kirjaa
asiakkaan valitus, F6 näytä tai piilota kunkin paikan luvut tässä istunnossa, F5 lataa uudelleen.
Jokainen toimintopainike näyttää näppäimensä; Enter lähettää summan, Escape peruuttaa sen.

Pit boss: Ctrl+Shift+O avaa pöytä (avauslaskenta, joka poikkeaa viimeisimmästä sulkulaskennasta,
näytetään ennen allekirjoitusta), Ctrl+Shift+C sulje se, Ctrl+Shift+F täydennys, Ctrl+Shift+R palautus,
Ctrl+Shift+I tositteet (mitätöinti, käsin kirjoitettu tosite, puuttuvat numerot), Ctrl+Shift+M laskentahuone, Ctrl+Shift+S
vuororaportit (siellä Ctrl+E vie valitun vuoron raportin PDF-tiedostoon, F5 lukee luvut
uudelleen; myös päivä, kuukausi ja vuosi tähän asti sekä poikkeamat); Pitti, Viat pöydälle, joka on
pysäytetty tarkistuksessa epäonnistuneen kirjauksen vuoksi; Ctrl+Shift+P pelaajat (vuoron parhaat pelaajat
teon mukaan, etupelaamisen merkinnät, korttiasiakkaiden rekisteröinti ja yhdistäminen, pelaajan sivu); Pitti,
Käyttäjät: käyttäjien poistaminen käytöstä, ottaminen uudelleen käyttöön ja lukituksen avaaminen, PIN-koodin nollaus ja roolin vaihto.

Kirjanpito: tositteet, laskentahuone ja vuororaportit, luettavaksi. Laskentatiimi: Ctrl+Shift+M.

Kaikki: Tiedosto, Vaihda PIN-koodi.</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Pelimerkki</translation>
    </message>
    <message>
        <source>Second signer</source>
        <translation>Toinen allekirjoittaja</translation>
    </message>
    <message>
        <source>{difference}. Check the tray; to sign with this difference, press OK again.</source>
        <translation>{difference}. Tarkista teline; allekirjoittaaksesi tällä erotuksella paina OK uudelleen.</translation>
    </message>
    <message>
        <source>Sign with the difference</source>
        <translation>Allekirjoita erotuksella</translation>
    </message>
    <message>
        <source>the second signer enters their name and PIN</source>
        <translation>toinen allekirjoittaja syöttää nimensä ja PIN-koodinsa</translation>
    </message>
    <message>
        <source>the second signer must be another person</source>
        <translation>toisen allekirjoittajan on oltava eri henkilö</translation>
    </message>
    <message>
        <source>e.g. Pit 1</source>
        <translation>esim. Pitti 1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nimi</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Sijainti</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Uusi pöytä</translation>
    </message>
    <message>
        <source>v{version}</source>
        <translation>v{version}</translation>
    </message>
    <message>
        <source>Default rules (published as a new version)</source>
        <translation>Oletussäännöt (julkaistaan uutena versiona)</translation>
    </message>
    <message>
        <source>Approve house rules</source>
        <translation>Hyväksy talon säännöt</translation>
    </message>
    <message>
        <source>The default house rules of {game}, published as a new version for this table. Another pit boss or an administrator approves it with their name and PIN; nobody approves the rules they publish.</source>
        <translation>Pelin {game} talon oletussäännöt, julkaistuna uutena versiona tälle pöydälle. Toinen pit boss tai ylläpitäjä hyväksyy sen nimellään ja PIN-koodillaan; kukaan ei hyväksy itse julkaisemiaan sääntöjä.</translation>
    </message>
    <message>
        <source>not created: a second supervisor approves the rules</source>
        <translation>ei luotu: toinen esimies hyväksyy säännöt</translation>
    </message>
    <message>
        <source>Administrator</source>
        <translation>Ylläpitäjä</translation>
    </message>
    <message>
        <source>Accounting (reads, changes nothing)</source>
        <translation>Kirjanpito (lukee, ei muuta mitään)</translation>
    </message>
    <message>
        <source>Count team</source>
        <translation>Laskentatiimi</translation>
    </message>
    <message>
        <source>PIN ({shortest}-12 digits)</source>
        <translation>PIN-koodi ({shortest}-12 numeroa)</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rooli</translation>
    </message>
    <message>
        <source>PIN again</source>
        <translation>PIN-koodi uudelleen</translation>
    </message>
    <message>
        <source>Add a user</source>
        <translation>Lisää käyttäjä</translation>
    </message>
    <message>
        <source>the two PINs differ; type the same PIN twice</source>
        <translation>PIN-koodit eroavat; kirjoita sama PIN-koodi kahdesti</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Drop</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Voitto</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Pito</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a table's status</comment>
        <translation>auki</translation>
    </message>
    <message>
        <source>in play</source>
        <comment>a table's status</comment>
        <translation>pelissä</translation>
    </message>
    <message>
        <source>closed</source>
        <comment>a table's status</comment>
        <translation>suljettu</translation>
    </message>
    <message>
        <source>Counted win: drop + closer + credits - opener - fills</source>
        <translation>Laskettu voitto: drop + sulkulaskenta + palautukset - avauslaskenta - täydennykset</translation>
    </message>
    <message>
        <source>Running win from the wager log; the counted win comes with the closer</source>
        <translation>Juokseva voitto panoslokista; laskettu voitto tulee sulkulaskennan myötä</translation>
    </message>
    <message>
        <source>Enter or double-click opens a table.  * win from the wager log while the table is open; the counted win comes with the closer.</source>
        <translation>Enter tai kaksoisnapsautus avaa pöydän.  * voitto panoslokista pöydän ollessa auki; laskettu voitto tulee sulkulaskennan myötä.</translation>
    </message>
    <message>
        <source>Connecting to the floor's live updates…</source>
        <translation>Yhdistetään salin reaaliaikaisiin päivityksiin…</translation>
    </message>
    <message>
        <source>Live: each table's line follows its commands.</source>
        <translation>Reaaliaikainen: kunkin pöydän rivi seuraa sen komentoja.</translation>
    </message>
    <message>
        <source>Live updates lost ({reason}); reading the floor every {seconds} s until they are back.</source>
        <translation>Reaaliaikaiset päivitykset katkesivat ({reason}); salin tiedot luetaan {seconds} s välein, kunnes ne palaavat.</translation>
    </message>
    <message>
        <source>Figures not refreshed: {error}</source>
        <translation>Lukuja ei päivitetty: {error}</translation>
    </message>
    <message>
        <source>Shift: {shifts}</source>
        <translation>Vuoro: {shifts}</translation>
    </message>
    <message>
        <source>No shift is open.</source>
        <translation>Yksikään vuoro ei ole auki.</translation>
    </message>
    <message>
        <source>The floor server backs the floor up every {hours} h (pit settings: {setting}); each copy is checked by restoring it. {command} lists them.</source>
        <translation>Salin palvelin varmuuskopioi salin {hours} tunnin välein (pitin asetukset: {setting}); jokainen kopio tarkistetaan palauttamalla se. {command} luettelee ne.</translation>
    </message>
    <message>
        <source>Pit settings</source>
        <translation>Pitin asetukset</translation>
    </message>
    <message>
        <source>Why the settings change (printed with the version)</source>
        <translation>Miksi asetukset muuttuvat (tulostetaan version kanssa)</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>Hyväksyjä</translation>
    </message>
    <message>
        <source>Make the next version</source>
        <translation>Tee seuraava versio</translation>
    </message>
    <message>
        <source>An administrator changes the settings for the whole floor: edit the text, say why, and have a second supervisor approve the new version.</source>
        <translation>Ylläpitäjä muuttaa koko salin asetuksia: muokkaa tekstiä, kerro syy ja pyydä toista esimiestä hyväksymään uusi versio.</translation>
    </message>
    <message>
        <source>The settings in force cannot be shown.</source>
        <translation>Voimassa olevia asetuksia ei voi näyttää.</translation>
    </message>
    <message>
        <source>the text</source>
        <comment>the settings</comment>
        <translation>teksti</translation>
    </message>
    <message>
        <source>Version {version} is in force on every console.</source>
        <translation>Versio {version} on voimassa jokaisella konsolilla.</translation>
    </message>
    <message>
        <source>In force: {version}.</source>
        <translation>Voimassa: {version}.</translation>
    </message>
    <message>
        <source>In force: {version}. Why: {note}</source>
        <translation>Voimassa: {version}. Syy: {note}</translation>
    </message>
    <message>
        <source>{shift} (open)</source>
        <comment>a shift</comment>
        <translation>{shift} (auki)</translation>
    </message>
    <message>
        <source>{shift} (closed)</source>
        <comment>a shift</comment>
        <translation>{shift} (suljettu)</translation>
    </message>
    <message>
        <source>What the house expected to win from this play: the bets times the exact edge of the rules each hand was played under (at a pool game: the rake and fees the play paid).</source>
        <translation>Mitä talo odotti voittavansa tästä pelistä: panokset kerrottuna niiden sääntöjen tarkalla edulla, joilla kukin jako pelattiin (poolipelissä: pelin maksama rake ja maksut).</translation>
    </message>
    <message>
        <source>The theo less what the player's own decisions gained over copying the dealer: below zero, the game is negative for the house against this player.</source>
        <translation>Teo vähennettynä sillä, mitä pelaajan omat päätökset voittivat jakajan kopioimiseen verrattuna: alle nollan peli on talolle tappiollinen tätä pelaajaa vastaan.</translation>
    </message>
    <message>
        <source>What the player won (+) or lost (-); a dash while a pool game's visit is in play.</source>
        <translation>Mitä pelaaja voitti (+) tai hävisi (-); viiva, kun poolipelin käynti on kesken.</translation>
    </message>
    <message>
        <source>0.00 copies the dealer, 1.00 always splits best (a game whose decisions count).</source>
        <translation>0,00 kopioi jakajaa, 1,00 jakaa aina parhaiten (peli, jossa päätöksillä on merkitystä).</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Pöydät</translation>
    </message>
    <message>
        <source>Visits</source>
        <translation>Käynnit</translation>
    </message>
    <message>
        <source>Time
played</source>
        <translation>Peli-
aika</translation>
    </message>
    <message>
        <source>Average
bet</source>
        <translation>Keski-
panos</translation>
    </message>
    <message>
        <source>Total
bet</source>
        <translation>Panokset
yhteensä</translation>
    </message>
    <message>
        <source>Theo</source>
        <translation>Teo</translation>
    </message>
    <message>
        <source>Theo at
their play</source>
        <translation>Teo pelaajan
pelillä</translation>
    </message>
    <message>
        <source>Skill
index</source>
        <translation>Taito-
indeksi</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Merkintä</translation>
    </message>
    <message>
        <source>Seated time less the time sitting out, h:mm.</source>
        <translation>Istuttu aika vähennettynä väliin jätetyllä ajalla, h:mm.</translation>
    </message>
    <message>
        <source>Flagged for advantage play (see Advantage play).</source>
        <translation>Merkitty etupelaamisesta (katso Etupelaaminen).</translation>
    </message>
    <message>
        <source>Double-click for the player's page.</source>
        <translation>Avaa pelaajan sivu kaksoisnapsauttamalla.</translation>
    </message>
    <message>
        <source>Not a rated player: seated by name.</source>
        <translation>Ei korttiasiakas: otettu pöytään nimellä.</translation>
    </message>
    <message>
        <source>Flagged for advantage play: see the Advantage play tab.</source>
        <translation>Merkitty etupelaamisesta: katso Etupelaaminen-välilehti.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Aika</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Tiedot</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kortti</translation>
    </message>
    <message>
        <source>Enrolled</source>
        <translation>Rekisteröity</translation>
    </message>
    <message>
        <source>Merged into</source>
        <translation>Yhdistetty korttiin</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kortit</translation>
    </message>
    <message>
        <source>Every card whose play counts as this player's.</source>
        <translation>Jokainen kortti, jonka peli lasketaan tämän pelaajan peliksi.</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Avattu</translation>
    </message>
    <message>
        <source>in play</source>
        <comment>a visit</comment>
        <translation>kesken</translation>
    </message>
    <message>
        <source>This visit was flagged for advantage play.</source>
        <translation>Tämä käynti merkittiin etupelaamisesta.</translation>
    </message>
    <message>
        <source>the number on the card, e.g. 10442</source>
        <translation>kortin numero, esim. 10442</translation>
    </message>
    <message>
        <source>the player's name, as on their ID</source>
        <translation>pelaajan nimi henkilöllisyystodistuksen mukaan</translation>
    </message>
    <message>
        <source>Card</source>
        <comment>a player's card</comment>
        <translation>Kortti</translation>
    </message>
    <message>
        <source>Name</source>
        <comment>a player's name</comment>
        <translation>Nimi</translation>
    </message>
    <message>
        <source>The dealer seats a rated player as # and the card number (#10442); the name is seen only by pit bosses and administrators.</source>
        <translation>Jakaja ottaa korttiasiakkaan pöytään merkillä # ja kortin numerolla (#10442); nimen näkevät vain pit bossit ja ylläpitäjät.</translation>
    </message>
    <message>
        <source>Enrol a rated player</source>
        <translation>Rekisteröi korttiasiakas</translation>
    </message>
    <message>
        <source>how the pit knows they are one person</source>
        <translation>miten pitti tietää, että he ovat sama henkilö</translation>
    </message>
    <message>
        <source>Merge card</source>
        <translation>Yhdistä kortti</translation>
    </message>
    <message>
        <source>into card</source>
        <comment>merge one card into another</comment>
        <translation>korttiin</translation>
    </message>
    <message>
        <source>The first card's play counts as the second's from now on, past visits included. Neither record is deleted, and the merge is logged.</source>
        <translation>Ensimmäisen kortin peli lasketaan tästä lähtien toisen kortin peliksi, myös aiemmat käynnit. Kumpaakaan kirjausta ei poisteta, ja yhdistäminen kirjataan lokiin.</translation>
    </message>
    <message>
        <source>Merge two players' records</source>
        <translation>Yhdistä kahden pelaajan kirjaukset</translation>
    </message>
    <message>
        <source>there are not two records to merge</source>
        <translation>yhdistettäviä kirjauksia ei ole kahta</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Istunnot</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Peliaika</translation>
    </message>
    <message>
        <source>Average bet</source>
        <translation>Keskipanos</translation>
    </message>
    <message>
        <source>Total bet</source>
        <translation>Panokset yhteensä</translation>
    </message>
    <message>
        <source>Theo at their play</source>
        <translation>Teo pelaajan pelillä</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Päätökset</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Merkinnät</translation>
    </message>
    <message>
        <source>{decisions}: {best} best, {mirror} as the dealer</source>
        <translation>{decisions}: {best} parasta, {mirror} kuten jakaja</translation>
    </message>
    <message>
        <source>Player {card}</source>
        <translation>Pelaaja {card}</translation>
    </message>
    <message>
        <source>Reading the player's record…</source>
        <translation>Luetaan pelaajan kirjauksia…</translation>
    </message>
    <message>
        <source>No advantage-play flag.</source>
        <translation>Ei etupelaamisen merkintää.</translation>
    </message>
    <message>
        <source>Advantage-play flags</source>
        <translation>Etupelaamisen merkinnät</translation>
    </message>
    <message>
        <source>nobody is signed in at this console</source>
        <translation>kukaan ei ole kirjautuneena tällä konsolilla</translation>
    </message>
    <message>
        <source>Player {card}: {name}</source>
        <translation>Pelaaja {card}: {name}</translation>
    </message>
    <message>
        <source>Card {card}; also plays as {cards} (merged). No visit yet.</source>
        <translation>Kortti {card}; pelaa myös korteilla {cards} (yhdistetty). Ei vielä käyntejä.</translation>
    </message>
    <message>
        <source>Card {card}; also plays as {cards} (merged)</source>
        <translation>Kortti {card}; pelaa myös korteilla {cards} (yhdistetty)</translation>
    </message>
    <message>
        <source>Card {card}. No visit yet.</source>
        <translation>Kortti {card}. Ei vielä käyntejä.</translation>
    </message>
    <message>
        <source>Card {card}</source>
        <comment>a player's page</comment>
        <translation>Kortti {card}</translation>
    </message>
    <message numerus="yes">
        <source>…and %n older flags: every flag is in the Players window's Advantage play tab.</source>
        <translation><numerusform>…ja %n vanhempi merkintä: kaikki merkinnät ovat Pelaajat-ikkunan Etupelaaminen-välilehdellä.</numerusform><numerusform>…ja %n vanhempaa merkintää: kaikki merkinnät ovat Pelaajat-ikkunan Etupelaaminen-välilehdellä.</numerusform></translation>
    </message>
    <message>
        <source>…and 1 older flag: every flag is in the Players window's Advantage play tab.</source>
        <translation>…ja 1 vanhempi merkintä: kaikki merkinnät ovat Pelaajat-ikkunan Etupelaaminen-välilehdellä.</translation>
    </message>
    <message>
        <source>The tables play in different currencies: the sums are in each visit's line.</source>
        <translation>Pöydissä pelataan eri valuutoissa: summat ovat kunkin käynnin rivillä.</translation>
    </message>
    <message>
        <source>Rated players' figures, the advantage-play flags and the players' records. Names are for pit bosses and administrators; each player page read is logged. Double-click a rated player for their page.</source>
        <translation>Korttiasiakkaiden luvut, etupelaamisen merkinnät ja pelaajien kirjaukset. Nimet ovat pit bosseille ja ylläpitäjille; jokainen pelaajasivun lukeminen kirjataan lokiin. Avaa korttiasiakkaan sivu kaksoisnapsauttamalla.</translation>
    </message>
    <message>
        <source>Refresh  [{key}]</source>
        <translation>Päivitä  [{key}]</translation>
    </message>
    <message>
        <source>Highest theo first; {flag} and a red row: flagged for advantage play. Theo at their play below zero (red): the game is negative for the house against them. Result: the player's win (+) or loss (-).</source>
        <translation>Suurin teo ensin; {flag} ja punainen rivi: merkitty etupelaamisesta. Teo pelaajan pelillä alle nollan (punainen): peli on talolle tappiollinen häntä vastaan. Tulos: pelaajan voitto (+) tai tappio (-).</translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation>Tänä iltana</translation>
    </message>
    <message>
        <source>No player has been flagged.</source>
        <translation>Yhtään pelaajaa ei ole merkitty.</translation>
    </message>
    <message>
        <source>A visit of enough rounds whose theo at the player's own play is below zero is flagged once, after the round that shows it. Newest first.</source>
        <translation>Käynti, jossa on riittävästi kierroksia ja jonka teo pelaajan omalla pelillä on alle nollan, merkitään kerran sen kierroksen jälkeen, joka osoittaa sen. Uusimmat ensin.</translation>
    </message>
    <message>
        <source>Advantage play</source>
        <translation>Etupelaaminen</translation>
    </message>
    <message>
        <source>Enrol…</source>
        <translation>Rekisteröi…</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Yhdistä…</translation>
    </message>
    <message>
        <source>Open page</source>
        <translation>Avaa sivu</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Kirjaukset</translation>
    </message>
    <message>
        <source>No shift yet: a pit boss opens one from Pit ▸ Open shift.</source>
        <translation>Ei vielä vuoroa: pit boss avaa vuoron valikosta Pitti ▸ Avaa vuoro.</translation>
    </message>
    <message>
        <source>Nobody has played in this shift yet.</source>
        <translation>Kukaan ei ole vielä pelannut tässä vuorossa.</translation>
    </message>
    <message>
        <source>Advantage play ({count})</source>
        <translation>Etupelaaminen ({count})</translation>
    </message>
    <message>
        <source>Records ({count})</source>
        <translation>Kirjaukset ({count})</translation>
    </message>
    <message>
        <source>{name} is enrolled on card {card}: the dealer seats them as {seated}.</source>
        <translation>{name} on rekisteröity kortille {card}: jakaja ottaa hänet pöytään muodossa {seated}.</translation>
    </message>
    <message>
        <source>Merged: the play of {cards} now counts as {name}'s ({card}).</source>
        <translation>Yhdistetty: korttien {cards} peli lasketaan nyt pelaajan {name} ({card}) peliksi.</translation>
    </message>
    <message>
        <source>select a player's record first</source>
        <translation>valitse ensin pelaajan kirjaus</translation>
    </message>
    <message>
        <source>this player is not rated: only a player seated by card has a page</source>
        <translation>tämä pelaaja ei ole korttiasiakas: vain kortilla pöytään otetulla pelaajalla on sivu</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer button's marker</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>The button</source>
        <translation>Jakajanappi</translation>
    </message>
    <message>
        <source>{action} is not possible now</source>
        <translation>{action} ei ole mahdollista nyt</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} — {doing}</source>
        <translation>Paikka {seat} · {player} — {doing}</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>Jakojen välissä</translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation>Jako {hand}</translation>
    </message>
    <message>
        <source>Hand {hand} next</source>
        <translation>Seuraavaksi jako {hand}</translation>
    </message>
    <message>
        <source>No hand yet</source>
        <translation>Ei vielä jakoa</translation>
    </message>
    <message>
        <source>seats {seats}</source>
        <translation>paikat {seats}</translation>
    </message>
    <message>
        <source>seat {seat} {player} takes {amount}{note}</source>
        <translation>paikka {seat} {player} saa {amount}{note}</translation>
    </message>
    <message>
        <source>seat {seat} takes {amount}{note}</source>
        <translation>paikka {seat} saa {amount}{note}</translation>
    </message>
    <message>
        <source>Hand {hand}: {takes}{tail}</source>
        <translation>Jako {hand}: {takes}{tail}</translation>
    </message>
    <message>
        <source>Paid</source>
        <comment>what to push to each seat after a showing</comment>
        <translation>Maksettu</translation>
    </message>
    <message>
        <source>Enter the shown hands</source>
        <translation>Syötä näytetyt kädet</translation>
    </message>
    <message>
        <source>Preview  [Enter]</source>
        <translation>Esikatsele  [Enter]</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Esikatsele</translation>
    </message>
    <message>
        <source>Confirm  [Enter]</source>
        <translation>Vahvista  [Enter]</translation>
    </message>
    <message>
        <source>nothing is written until you confirm</source>
        <translation>mitään ei kirjata ennen kuin vahvistat</translation>
    </message>
    <message>
        <source>Cancel  [Esc]</source>
        <translation>Peruuta  [Esc]</translation>
    </message>
    <message>
        <source>Back to the cards  [Esc]</source>
        <translation>Takaisin kortteihin  [Esc]</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>all-in</translation>
    </message>
    <message>
        <source>pot award</source>
        <translation>potin maksu</translation>
    </message>
    <message>
        <source>time charge</source>
        <translation>aikamaksu</translation>
    </message>
    <message>
        <source>win both</source>
        <translation>voitto molemmilla</translation>
    </message>
    <message>
        <source>win large</source>
        <translation>voitto isolla</translation>
    </message>
    <message>
        <source>void return</source>
        <translation>mitätöinnin palautus</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>keskeytetty</translation>
    </message>
    <message>
        <source>action</source>
        <translation>toiminto</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>ante</translation>
    </message>
    <message>
        <source>call</source>
        <translation>maksu</translation>
    </message>
    <message>
        <source>commission</source>
        <translation>provisio</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>korjaus</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>jako</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>häviö</translation>
    </message>
    <message>
        <source>match</source>
        <translation>ottelu</translation>
    </message>
    <message>
        <source>push</source>
        <translation>tasapeli</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>korotus</translation>
    </message>
    <message>
        <source>rake</source>
        <translation>rake</translation>
    </message>
    <message>
        <source>return</source>
        <translation>palautus</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>paljastus</translation>
    </message>
    <message>
        <source>split</source>
        <translation>jaetaan</translation>
    </message>
    <message>
        <source>svara</source>
        <translation>svara</translation>
    </message>
    <message>
        <source>triple</source>
        <translation>kolme samaa</translation>
    </message>
    <message>
        <source>withdraw</source>
        <translation>panoksen nosto</translation>
    </message>
    <message>
        <source>in play</source>
        <comment>a hand's outcome</comment>
        <translation>kesken</translation>
    </message>
    <message>
        <source>voided</source>
        <comment>a hand's outcome</comment>
        <translation>mitätöity</translation>
    </message>
    <message>
        <source>played</source>
        <comment>a hand's outcome</comment>
        <translation>pelattu</translation>
    </message>
    <message>
        <source>corrected</source>
        <comment>a hand in the list</comment>
        <translation>korjattu</translation>
    </message>
    <message>
        <source>corrected {count}×</source>
        <comment>a hand in the list, corrected that many times</comment>
        <translation>korjattu {count}×</translation>
    </message>
    <message>
        <source>1 complaint</source>
        <translation>1 valitus</translation>
    </message>
    <message numerus="yes">
        <source>%n complaints</source>
        <translation><numerusform>%n valitus</numerusform><numerusform>%n valitusta</numerusform></translation>
    </message>
    <message>
        <source>+{amount} paid to seat {seat}</source>
        <translation>+{amount} maksettu paikalle {seat}</translation>
    </message>
    <message>
        <source>-{amount} taken back from seat {seat}</source>
        <translation>-{amount} otettu takaisin paikalta {seat}</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a complaint</comment>
        <translation>avoin</translation>
    </message>
    <message>
        <source>{when} by {patron}, seat {seat} ({status})</source>
        <comment>a complaint</comment>
        <translation>{when}, {patron}, paikka {seat} ({status})</translation>
    </message>
    <message>
        <source>{when} by {patron} ({status})</source>
        <comment>a complaint</comment>
        <translation>{when}, {patron} ({status})</translation>
    </message>
    <message>
        <source>{complaint}; pit boss: {note}</source>
        <translation>{complaint}; pit boss: {note}</translation>
    </message>
    <message>
        <source>Hand {number}  ·  in play</source>
        <translation>Jako {number}  ·  kesken</translation>
    </message>
    <message>
        <source>Hand {number}  ·  {outcome}  ·  {ended}</source>
        <translation>Jako {number}  ·  {outcome}  ·  {ended}</translation>
    </message>
    <message>
        <source>not yet</source>
        <comment>a hand: ended</comment>
        <translation>ei vielä</translation>
    </message>
    <message>
        <source>Hand {number}, {outcome}: started {day} {time}, ended {ended}; events {first} to {last}</source>
        <translation>Jako {number}, {outcome}: alkoi {day} {time}, päättyi {ended}; tapahtumat {first}–{last}</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Mitä tapahtui</translation>
    </message>
    <message>
        <source>Event {seq}: before the deal, for this hand: {sentence}</source>
        <translation>Tapahtuma {seq}: ennen jakoa, tätä jakoa varten: {sentence}</translation>
    </message>
    <message>
        <source>Event {seq}: {sentence}</source>
        <translation>Tapahtuma {seq}: {sentence}</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Laji</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Talo</translation>
    </message>
    <message>
        <source>house</source>
        <comment>a wager line's seat: the house's own</comment>
        <translation>talo</translation>
    </message>
    <message>
        <source>{kind} (voided)</source>
        <comment>a wager line</comment>
        <translation>{kind} (mitätöity)</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Pino</translation>
    </message>
    <message>
        <source>In play</source>
        <comment>chips a seat has in play</comment>
        <translation>Pelissä</translation>
    </message>
    <message>
        <source>Game recall</source>
        <translation>Pelin toisto</translation>
    </message>
    <message>
        <source>hand number</source>
        <translation>jaon numero</translation>
    </message>
    <message>
        <source>number</source>
        <comment>a hand's number</comment>
        <translation>numero</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>a hand by its number</comment>
        <translation>Avaa</translation>
    </message>
    <message>
        <source>« First</source>
        <comment>step</comment>
        <translation>« Ensimmäinen</translation>
    </message>
    <message>
        <source>Home</source>
        <comment>a key</comment>
        <translation>Home</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <comment>step</comment>
        <translation>‹ Edellinen</translation>
    </message>
    <message>
        <source>Left / P</source>
        <comment>keys</comment>
        <translation>Vasen / P</translation>
    </message>
    <message>
        <source>Next ›</source>
        <comment>step</comment>
        <translation>Seuraava ›</translation>
    </message>
    <message>
        <source>Right / N</source>
        <comment>keys</comment>
        <translation>Oikea / N</translation>
    </message>
    <message>
        <source>Last »</source>
        <comment>step</comment>
        <translation>Viimeinen »</translation>
    </message>
    <message>
        <source>End</source>
        <comment>a key</comment>
        <translation>End</translation>
    </message>
    <message>
        <source>This step moved no money.</source>
        <translation>Tämä vaihe ei siirtänyt rahaa.</translation>
    </message>
    <message>
        <source>Correct hand…</source>
        <translation>Korjaa jako…</translation>
    </message>
    <message>
        <source>Correct this settled hand: a new record beside it, approved by a pit boss</source>
        <translation>Korjaa tämä tilitetty jako: uusi kirjaus sen rinnalle, pit bossin hyväksymänä</translation>
    </message>
    <message>
        <source>Complaint…</source>
        <translation>Valitus…</translation>
    </message>
    <message>
        <source>Record a patron's complaint against this hand</source>
        <translation>Kirjaa asiakkaan valitus tästä jaosta</translation>
    </message>
    <message>
        <source>Hand</source>
        <comment>a hand's number, to open it</comment>
        <translation>Jako</translation>
    </message>
    <message numerus="yes">
        <source>Last %n hands</source>
        <translation><numerusform>Viimeinen %n jako</numerusform><numerusform>Viimeiset %n jakoa</numerusform></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Vaiheet</translation>
    </message>
    <message>
        <source>Wagers and payouts of this step</source>
        <translation>Tämän vaiheen panokset ja voitonmaksut</translation>
    </message>
    <message>
        <source>The table after this step</source>
        <translation>Pöytä tämän vaiheen jälkeen</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet</source>
        <translation>tässä pöydässä ei ole vielä jaettu yhtään jakoa</translation>
    </message>
    <message>
        <source>hand {number} corrected; the correction stands beside it</source>
        <translation>jako {number} korjattu; korjaus on sen rinnalla</translation>
    </message>
    <message>
        <source>type the number of the hand to recall</source>
        <translation>kirjoita toistettavan jaon numero</translation>
    </message>
    <message>
        <source>Game recall  ·  {table} ({game})  ·  hand {number}</source>
        <translation>Pelin toisto  ·  {table} ({game})  ·  jako {number}</translation>
    </message>
    <message>
        <source>In play, started {day} {time}, rules v{version}.</source>
        <translation>Kesken, alkoi {day} {time}, säännöt v{version}.</translation>
    </message>
    <message>
        <source>In play, started {day} {time}.</source>
        <translation>Kesken, alkoi {day} {time}.</translation>
    </message>
    <message>
        <source>Voided, started {day} {time}, ended {ended}, rules v{version}.</source>
        <translation>Mitätöity, alkoi {day} {time}, päättyi {ended}, säännöt v{version}.</translation>
    </message>
    <message>
        <source>Voided, started {day} {time}, ended {ended}.</source>
        <translation>Mitätöity, alkoi {day} {time}, päättyi {ended}.</translation>
    </message>
    <message>
        <source>Played, started {day} {time}, ended {ended}, rules v{version}.</source>
        <translation>Pelattu, alkoi {day} {time}, päättyi {ended}, säännöt v{version}.</translation>
    </message>
    <message>
        <source>Played, started {day} {time}, ended {ended}.</source>
        <translation>Pelattu, alkoi {day} {time}, päättyi {ended}.</translation>
    </message>
    <message numerus="yes">
        <source>%n events, after {lead_in} placed before the deal (dimmed); {equipment}.</source>
        <translation><numerusform>%n tapahtuma, kun ennen jakoa oli kirjattu {lead_in} (himmennetty); {equipment}.</numerusform><numerusform>%n tapahtumaa, kun ennen jakoa oli kirjattu {lead_in} (himmennetty); {equipment}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n events; {equipment}.</source>
        <translation><numerusform>%n tapahtuma; {equipment}.</numerusform><numerusform>%n tapahtumaa; {equipment}.</numerusform></translation>
    </message>
    <message>
        <source>Voided: {reason} (asked by {asked}, approved by {approved}).</source>
        <translation>Mitätöity: {reason} (pyytäjä {asked}, hyväksyjä {approved}).</translation>
    </message>
    <message>
        <source>The hand is still in play: the shoe's order stays sealed until it ends, so only what has been dealt is shown.</source>
        <translation>Jako on yhä kesken: konekorttipakan järjestys pysyy sinetöitynä sen päättymiseen asti, joten vain jaettu näytetään.</translation>
    </message>
    <message>
        <source>Before the deal {step} of {steps}  ·  event {seq}</source>
        <translation>Ennen jakoa {step}/{steps}  ·  tapahtuma {seq}</translation>
    </message>
    <message>
        <source>Step {step} of {steps}  ·  event {seq}</source>
        <translation>Vaihe {step}/{steps}  ·  tapahtuma {seq}</translation>
    </message>
    <message>
        <source>paid:bet, e.g. 2:1</source>
        <translation>maksu:panos, esim. 2:1</translation>
    </message>
    <message>
        <source>{label}: {problem}</source>
        <comment>a field's problem</comment>
        <translation>{label}: {problem}</translation>
    </message>
    <message>
        <source>{label} must be a number such as 5 or 2.5, not {text}</source>
        <translation>{label}: arvon on oltava luku, kuten 5 tai 2,5, ei {text}</translation>
    </message>
    <message>
        <source>{label} must be a number such as 5 or 2.5, enter a number</source>
        <translation>{label}: arvon on oltava luku, kuten 5 tai 2,5; syötä luku</translation>
    </message>
    <message>
        <source>Minor units must be at least 1</source>
        <translation>Alayksiköitä on oltava vähintään 1</translation>
    </message>
    <message>
        <source>these values cannot be checked: {error}</source>
        <translation>näitä arvoja ei voi tarkistaa: {error}</translation>
    </message>
    <message>
        <source>{published_by}
{when}, approved by {approved_by}</source>
        <translation>{published_by}
{when}, hyväksyjä {approved_by}</translation>
    </message>
    <message>
        <source>charges by two models (published before one model per version was ruled)</source>
        <translation>perii maksun kahdella mallilla (julkaistu ennen kuin yksi malli versiota kohden määrättiin)</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} ja {second}</translation>
    </message>
    <message>
        <source>Ver.</source>
        <comment>a rules version's number</comment>
        <translation>Vers.</translation>
    </message>
    <message>
        <source>Name</source>
        <comment>a rules version's name</comment>
        <translation>Nimi</translation>
    </message>
    <message>
        <source>Published and approved</source>
        <translation>Julkaistu ja hyväksytty</translation>
    </message>
    <message>
        <source>Playing</source>
        <comment>the rules version a table plays</comment>
        <translation>Pelissä</translation>
    </message>
    <message>
        <source>Next hand</source>
        <comment>the rules version a table plays from its next hand</comment>
        <translation>Seuraava jako</translation>
    </message>
    <message>
        <source>Read-only: only a pit boss or an administrator publishes and assigns house rules.</source>
        <translation>Vain luku: vain pit boss tai ylläpitäjä julkaisee talon sääntöjä ja ottaa niitä käyttöön.</translation>
    </message>
    <message>
        <source>Start from the defaults</source>
        <translation>Aloita oletuksista</translation>
    </message>
    <message>
        <source>Assign</source>
        <comment>house rules to tables</comment>
        <translation>Ota käyttöön</translation>
    </message>
    <message>
        <source>Changes</source>
        <comment>to house rules</comment>
        <translation>Muutokset</translation>
    </message>
    <message>
        <source>Name of the new version</source>
        <translation>Uuden version nimi</translation>
    </message>
    <message>
        <source>Publish</source>
        <comment>house rules</comment>
        <translation>Julkaise</translation>
    </message>
    <message>
        <source>Discard edits</source>
        <translation>Hylkää muokkaukset</translation>
    </message>
    <message>
        <source>Published versions</source>
        <translation>Julkaistut versiot</translation>
    </message>
    <message>
        <source>Tables of this game</source>
        <translation>Tämän pelin pöydät</translation>
    </message>
    <message>
        <source>v{version} cannot be read with today's rules: {problems}</source>
        <translation>Versiota v{version} ei voi lukea nykyisillä säännöillä: {problems}</translation>
    </message>
    <message>
        <source>{game} - the defaults</source>
        <translation>{game} - oletukset</translation>
    </message>
    <message>
        <source>Figures appear once every field is valid.</source>
        <translation>Luvut näkyvät, kun jokainen kenttä on kelvollinen.</translation>
    </message>
    <message>
        <source>Computing the figures for these rules...</source>
        <translation>Lasketaan näiden sääntöjen lukuja...</translation>
    </message>
    <message>
        <source>1 field to correct before the changes can be listed.</source>
        <translation>1 kenttä on korjattava, ennen kuin muutokset voidaan luetella.</translation>
    </message>
    <message numerus="yes">
        <source>%n fields to correct before the changes can be listed.</source>
        <translation><numerusform>%n kenttä on korjattava, ennen kuin muutokset voidaan luetella.</numerusform><numerusform>%n kenttää on korjattava, ennen kuin muutokset voidaan luetella.</numerusform></translation>
    </message>
    <message>
        <source>{label}: {old} → {new}</source>
        <comment>a changed house rule</comment>
        <translation>{label}: {old} → {new}</translation>
    </message>
    <message>
        <source>Against v{version}:</source>
        <translation>Verrattuna versioon v{version}:</translation>
    </message>
    <message>
        <source>Against the defaults:</source>
        <translation>Verrattuna oletuksiin:</translation>
    </message>
    <message>
        <source>No changes against v{version}.</source>
        <translation>Ei muutoksia versioon v{version} verrattuna.</translation>
    </message>
    <message>
        <source>No changes against the defaults.</source>
        <translation>Ei muutoksia oletuksiin verrattuna.</translation>
    </message>
    <message>
        <source>only a pit boss or an administrator publishes</source>
        <translation>vain pit boss tai ylläpitäjä julkaisee</translation>
    </message>
    <message>
        <source>not published: 1 field has a problem.</source>
        <translation>ei julkaistu: 1 kentässä on ongelma.</translation>
    </message>
    <message numerus="yes">
        <source>not published: %n fields have a problem.</source>
        <translation><numerusform>ei julkaistu: %n kentässä on ongelma.</numerusform><numerusform>ei julkaistu: %n kentässä on ongelma.</numerusform></translation>
    </message>
    <message>
        <source>not published: nothing differs from v{version}</source>
        <translation>ei julkaistu: mikään ei eroa versiosta v{version}</translation>
    </message>
    <message>
        <source>not published: give the new version a name, so the history says what changed</source>
        <translation>ei julkaistu: anna uudelle versiolle nimi, jotta historiasta näkyy, mikä muuttui</translation>
    </message>
    <message>
        <source>Preparing the dealer's policy before publishing...</source>
        <translation>Valmistellaan jakajan strategiaa ennen julkaisua...</translation>
    </message>
    <message>
        <source>not published: {reason}</source>
        <translation>ei julkaistu: {reason}</translation>
    </message>
    <message>
        <source>not published: nobody is signed in</source>
        <translation>ei julkaistu: kukaan ei ole kirjautuneena</translation>
    </message>
    <message>
        <source>'{name}': a new version of {game}'s house rules. Another pit boss or an administrator approves it with their name and PIN; nobody approves the rules they publish.</source>
        <translation>”{name}”: uusi versio pelin {game} talon säännöistä. Toinen pit boss tai ylläpitäjä hyväksyy sen nimellään ja PIN-koodillaan; kukaan ei hyväksy itse julkaisemiaan sääntöjä.</translation>
    </message>
    <message>
        <source>not published: a second supervisor approves it</source>
        <translation>ei julkaistu: toinen esimies hyväksyy sen</translation>
    </message>
    <message>
        <source>Published {game} {version} '{name}'. Select tables and assign it: it applies from each table's next hand.</source>
        <translation>Julkaistu {game} {version} ”{name}”. Valitse pöydät ja ota se käyttöön: se on voimassa kunkin pöydän seuraavasta jaosta alkaen.</translation>
    </message>
    <message>
        <source>{table}: {problem}</source>
        <comment>a table's problem</comment>
        <translation>{table}: {problem}</translation>
    </message>
    <message>
        <source>Assign (publish a version first)</source>
        <translation>Ota käyttöön (julkaise ensin versio)</translation>
    </message>
    <message>
        <source>Assign v{version} to selected tables</source>
        <translation>Ota versio v{version} käyttöön valituissa pöydissä</translation>
    </message>
    <message>
        <source>only a pit boss or an administrator assigns rules</source>
        <translation>vain pit boss tai ylläpitäjä ottaa sääntöjä käyttöön</translation>
    </message>
    <message>
        <source>publish the rules first; then assign the version</source>
        <translation>julkaise ensin säännöt; ota sitten versio käyttöön</translation>
    </message>
    <message>
        <source>the form has changes that are not published: publish them first, or load v{version} again, so a table gets what you see</source>
        <translation>lomakkeessa on julkaisemattomia muutoksia: julkaise ne ensin tai lataa versio v{version} uudelleen, jotta pöytä saa sen, mitä näet</translation>
    </message>
    <message>
        <source>select the tables to assign it to</source>
        <translation>valitse pöydät, joissa se otetaan käyttöön</translation>
    </message>
    <message>
        <source>{refused} (assigned to {tables})</source>
        <translation>{refused} (otettu käyttöön: {tables})</translation>
    </message>
    <message>
        <source>v{version} assigned to {tables}: it applies from the next hand.</source>
        <translation>v{version} otettu käyttöön: {tables}: se on voimassa seuraavasta jaosta alkaen.</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <comment>a percentage</comment>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a shift: not closed yet</comment>
        <translation>auki</translation>
    </message>
    <message>
        <source>The shift is still open: its figures are provisional.</source>
        <translation>Vuoro on yhä auki: sen luvut ovat alustavia.</translation>
    </message>
    <message>
        <source>no closer</source>
        <translation>ei sulkulaskentaa</translation>
    </message>
    <message numerus="yes">
        <source>%n tables</source>
        <translation><numerusform>%n pöytä</numerusform><numerusform>%n pöytää</numerusform></translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 pöytä</translation>
    </message>
    <message>
        <source>The shift's win is counted once every table has its closer.</source>
        <translation>Vuoron voitto lasketaan, kun jokaisella pöydällä on sulkulaskenta.</translation>
    </message>
    <message>
        <source>The table is still open: its win is counted with the closer.</source>
        <translation>Pöytä on yhä auki: sen voitto lasketaan sulkulaskennan myötä.</translation>
    </message>
    <message>
        <source>The tables play in different currencies; see each table's figures.</source>
        <translation>Pöydissä pelataan eri valuutoissa; katso kunkin pöydän luvut.</translation>
    </message>
    <message>
        <source>Every shift, newest first. Times in {zone}. {key} reads them again.</source>
        <translation>Kaikki vuorot, uusimmat ensin. Ajat aikavyöhykkeellä {zone}. {key} lukee ne uudelleen.</translation>
    </message>
    <message>
        <source>Select a shift.</source>
        <translation>Valitse vuoro.</translation>
    </message>
    <message>
        <source>Provisional: the shift is still open. The figures will move as play goes on, and a table has no win until its closer is counted.</source>
        <translation>Alustava: vuoro on yhä auki. Luvut muuttuvat pelin jatkuessa, eikä pöydällä ole voittoa ennen kuin sen sulkulaskenta on laskettu.</translation>
    </message>
    <message>
        <source>No table was opened in this shift.</source>
        <translation>Tässä vuorossa ei avattu yhtään pöytää.</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>the report just saved</comment>
        <translation>Avaa</translation>
    </message>
    <message>
        <source>Export PDF…  [{key}]</source>
        <translation>Vie PDF-tiedostoon…  [{key}]</translation>
    </message>
    <message>
        <source>Write the selected shift's report to a PDF file</source>
        <translation>Kirjoita valitun vuoron raportti PDF-tiedostoon</translation>
    </message>
    <message>
        <source>The language the reports are printed in (the site's, unless another is chosen here); their figures and ids are the same in every language</source>
        <translation>Kieli, jolla raportit tulostetaan (sivuston kieli, ellei tässä valita muuta); niiden luvut ja tunnisteet ovat samat kaikilla kielillä</translation>
    </message>
    <message>
        <source>The period's last gaming day (06:00 to 06:00 local time)</source>
        <translation>Jakson viimeinen pelipäivä (06.00–06.00 paikallista aikaa)</translation>
    </message>
    <message>
        <source>Export period PDF…</source>
        <translation>Vie jakso PDF-tiedostoon…</translation>
    </message>
    <message>
        <source>Drop, win, hold, hands, handle and fees by table and game type over the period, with each hold against its band</source>
        <translation>Drop, voitto, pito, jaot, pelivaihto ja maksut pöydittäin ja pelityypeittäin jakson ajalta, ja kunkin pidon vertailu sen vaihteluväliin</translation>
    </message>
    <message>
        <source>Export exceptions PDF…</source>
        <translation>Vie poikkeamat PDF-tiedostoon…</translation>
    </message>
    <message>
        <source>Openers against the last closer, holds out of band, voided slips, count-room variances, hand corrections and complaints of the gaming days</source>
        <translation>Avauslaskennat viimeisimpään sulkulaskentaan verrattuna, vaihteluvälin ulkopuoliset pidot, mitätöidyt tositteet, laskentahuoneen erotukset, jakojen korjaukset ja valitukset pelipäiviltä</translation>
    </message>
    <message>
        <source>Period report:</source>
        <translation>Jaksoraportti:</translation>
    </message>
    <message>
        <source>ending</source>
        <comment>a period ending on a day</comment>
        <translation>päättyen</translation>
    </message>
    <message>
        <source>Exceptions report:</source>
        <translation>Poikkeamaraportti:</translation>
    </message>
    <message>
        <source>from</source>
        <comment>a span of days</comment>
        <translation>alkaen</translation>
    </message>
    <message>
        <source>to</source>
        <comment>a span of days</comment>
        <translation>päättyen</translation>
    </message>
    <message>
        <source>Shifts not read: {error}</source>
        <translation>Vuoroja ei luettu: {error}</translation>
    </message>
    <message>
        <source>Figures not read: {error}</source>
        <translation>Lukuja ei luettu: {error}</translation>
    </message>
    <message>
        <source>Shift {number}: {name}</source>
        <translation>Vuoro {number}: {name}</translation>
    </message>
    <message>
        <source>Opened {opened} by {opened_by}; still open.</source>
        <translation>Avattu {opened}, avaaja {opened_by}; yhä auki.</translation>
    </message>
    <message>
        <source>Opened {opened} by {opened_by}; closed {closed} by {closed_by}.</source>
        <translation>Avattu {opened}, avaaja {opened_by}; suljettu {closed}, sulkija {closed_by}.</translation>
    </message>
    <message>
        <source>Export shift report</source>
        <translation>Vie vuororaportti</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-tiedostot (*.pdf)</translation>
    </message>
    <message>
        <source>select a shift first</source>
        <translation>valitse ensin vuoro</translation>
    </message>
    <message>
        <source>Exporting the report of shift {shift} to {path}…</source>
        <translation>Viedään vuoron {shift} raporttia kohteeseen {path}…</translation>
    </message>
    <message>
        <source>Exporting the gaming day report to {day} to {path}…</source>
        <translation>Viedään pelipäivän raporttia päivään {day} asti kohteeseen {path}…</translation>
    </message>
    <message>
        <source>Exporting the month to date report to {day} to {path}…</source>
        <translation>Viedään kuukauden raporttia tähän asti (päivään {day}) kohteeseen {path}…</translation>
    </message>
    <message>
        <source>Exporting the year to date report to {day} to {path}…</source>
        <translation>Viedään vuoden raporttia tähän asti (päivään {day}) kohteeseen {path}…</translation>
    </message>
    <message>
        <source>Exporting the {period} report to {day} to {path}…</source>
        <translation>Viedään raporttia ({period}) päivään {day} asti kohteeseen {path}…</translation>
    </message>
    <message>
        <source>the exceptions run from {first} to a later day, not to {last}</source>
        <translation>poikkeamat kulkevat päivästä {first} myöhempään päivään, eivät päivään {last}</translation>
    </message>
    <message>
        <source>Exporting the exceptions of {first} to {last} to {path}…</source>
        <translation>Viedään poikkeamia ajalta {first}–{last} kohteeseen {path}…</translation>
    </message>
    <message>
        <source>the report was not exported: {error}</source>
        <translation>raporttia ei viety: {error}</translation>
    </message>
    <message>
        <source>Starting…</source>
        <comment>an export</comment>
        <translation>Aloitetaan…</translation>
    </message>
    <message>
        <source>Step {step} of {steps}: {what}…</source>
        <comment>an export</comment>
        <translation>Vaihe {step}/{steps}: {what}…</translation>
    </message>
    <message>
        <source>Saved report {report} (1 page) to {path}.</source>
        <translation>Raportti {report} (1 sivu) tallennettiin kohteeseen {path}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved report {report} (%n pages) to {path}.</source>
        <translation><numerusform>Raportti {report} (%n sivu) tallennettiin kohteeseen {path}.</numerusform><numerusform>Raportti {report} (%n sivua) tallennettiin kohteeseen {path}.</numerusform></translation>
    </message>
    <message>
        <source>It is a reprint: the same report, to the minor unit, was first printed {when}.</source>
        <translation>Tämä on uusintatuloste: sama raportti alayksikköä myöten tulostettiin ensimmäisen kerran {when}.</translation>
    </message>
    <message>
        <source>the file cannot be written ({file}): {error}</source>
        <translation>tiedostoa ei voi kirjoittaa ({file}): {error}</translation>
    </message>
    <message>
        <source>the file cannot be written: {error}</source>
        <translation>tiedostoa ei voi kirjoittaa: {error}</translation>
    </message>
    <message>
        <source>no program to open PDF files was found; the report is at {path}</source>
        <translation>PDF-tiedostojen avaamiseen ei löytynyt ohjelmaa; raportti on kohteessa {path}</translation>
    </message>
    <message>
        <source>Chips from the cage to the table's tray. The person who brings them signs as the second signer.</source>
        <translation>Pelimerkit kassasta pöydän telineeseen. Ne tuova henkilö allekirjoittaa toisena allekirjoittajana.</translation>
    </message>
    <message>
        <source>Chips from the tray back to the cage. The person who takes them signs as the second signer.</source>
        <translation>Pelimerkit telineestä takaisin kassaan. Ne vievä henkilö allekirjoittaa toisena allekirjoittajana.</translation>
    </message>
    <message>
        <source>fill</source>
        <comment>a slip's kind</comment>
        <translation>täydennys</translation>
    </message>
    <message>
        <source>credit</source>
        <comment>a slip's kind</comment>
        <translation>palautus</translation>
    </message>
    <message>
        <source>{refusal} What was entered is kept: press OK once the database is back, and the same request is sent again; it makes one slip however often it is sent.</source>
        <translation>{refusal} Syötetyt tiedot säilytetään: paina OK, kun tietokantayhteys on palannut, niin sama pyyntö lähetetään uudelleen; siitä syntyy yksi tosite, kävi lähettäminen kuinka monta kertaa tahansa.</translation>
    </message>
    <message>
        <source>Fill for {table}</source>
        <translation>Täydennys pöydälle {table}</translation>
    </message>
    <message>
        <source>Credit for {table}</source>
        <translation>Palautus pöydältä {table}</translation>
    </message>
    <message>
        <source>Manual slip</source>
        <translation>Käsin kirjoitettu tosite</translation>
    </message>
    <message>
        <source>A fill or credit written on a pre-printed paper slip while the system was down. Enter it as written: it keeps the printed number and the time on the paper, is marked manual, and takes the next system number of that gaming day.</source>
        <translation>Täydennys tai palautus, joka kirjoitettiin esipainetulle paperitositteelle järjestelmän ollessa poissa käytöstä. Syötä se kirjoitetussa muodossa: se säilyttää painetun numeron ja paperiin merkityn ajan, se merkitään käsin kirjoitetuksi ja saa kyseisen pelipäivän seuraavan järjestelmänumeron.</translation>
    </message>
    <message>
        <source>Received by</source>
        <translation>Vastaanottaja</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Täydennys</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Palautus</translation>
    </message>
    <message>
        <source>as printed on the paper slip</source>
        <translation>paperitositteeseen painetussa muodossa</translation>
    </message>
    <message>
        <source>e.g. system down 02:10 to 02:40</source>
        <translation>esim. järjestelmä poissa käytöstä 02.10–02.40</translation>
    </message>
    <message>
        <source>Pre-printed number</source>
        <translation>Esipainettu numero</translation>
    </message>
    <message>
        <source>Written at</source>
        <translation>Kirjoitusaika</translation>
    </message>
    <message>
        <source>Why entered now</source>
        <translation>Miksi syötetään nyt</translation>
    </message>
    <message>
        <source>Only when no outage is on record for the time written: an administrator's approval.</source>
        <translation>Vain, jos kirjoitetulle ajalle ei ole kirjattu katkoa: ylläpitäjän hyväksyntä.</translation>
    </message>
    <message>
        <source>choose the table the slip was written for</source>
        <translation>valitse pöytä, jolle tosite kirjoitettiin</translation>
    </message>
    <message>
        <source>Void fill {slip}</source>
        <translation>Mitätöi täydennys {slip}</translation>
    </message>
    <message>
        <source>Void credit {slip}</source>
        <translation>Mitätöi palautus {slip}</translation>
    </message>
    <message>
        <source>Fill {slip}, {table}, {total}.</source>
        <translation>Täydennys {slip}, {table}, {total}.</translation>
    </message>
    <message>
        <source>Credit {slip}, {table}, {total}.</source>
        <translation>Palautus {slip}, {table}, {total}.</translation>
    </message>
    <message>
        <source>The slip is not deleted: it stays on record and in the reports, marked void, with the reason. A pit boss or administrator other than you approves.</source>
        <translation>Tositetta ei poisteta: se jää kirjauksiin ja raportteihin mitätöidyksi merkittynä syyn kanssa. Sen hyväksyy joku muu pit boss tai ylläpitäjä kuin sinä.</translation>
    </message>
    <message>
        <source>Why the slip is void (it goes on the record)</source>
        <translation>Miksi tosite mitätöidään (se kirjataan)</translation>
    </message>
    <message>
        <source>every gaming day</source>
        <translation>kaikki pelipäivät</translation>
    </message>
    <message>
        <source>Slip gaps: {day}</source>
        <translation>Puuttuvat tositenumerot: {day}</translation>
    </message>
    <message>
        <source>Missing and voided slip numbers, {day}</source>
        <translation>Puuttuvat ja mitätöidyt tositenumerot, {day}</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Issued</source>
        <translation>Annettu</translation>
    </message>
    <message>
        <source>Issued by</source>
        <translation>Antaja</translation>
    </message>
    <message>
        <source>{count} x {chip}</source>
        <translation>{count} x {chip}</translation>
    </message>
    <message>
        <source>manual</source>
        <comment>a slip</comment>
        <translation>käsin kirjoitettu</translation>
    </message>
    <message>
        <source>VOID</source>
        <comment>a slip</comment>
        <translation>MITÄTÖITY</translation>
    </message>
    <message>
        <source>void: {reason}</source>
        <translation>mitätöity: {reason}</translation>
    </message>
    <message>
        <source>pre-printed {number}, written {time}: {reason}</source>
        <translation>esipainettu {number}, kirjoitettu {time}: {reason}</translation>
    </message>
    <message>
        <source>Slips</source>
        <translation>Tositteet</translation>
    </message>
    <message>
        <source>&amp;Void slip…</source>
        <translation>&amp;Mitätöi tosite…</translation>
    </message>
    <message>
        <source>&amp;Manual slip…</source>
        <translation>&amp;Käsin kirjoitettu tosite…</translation>
    </message>
    <message>
        <source>&amp;Gaps</source>
        <translation>&amp;Puuttuvat numerot</translation>
    </message>
    <message>
        <source>Fill and credit slips</source>
        <translation>Täydennys- ja palautustositteet</translation>
    </message>
    <message>
        <source>Every day</source>
        <translation>Kaikki päivät</translation>
    </message>
    <message>
        <source>select the slip to void</source>
        <translation>valitse mitätöitävä tosite</translation>
    </message>
    <message>
        <source>fill {slip} is void; it stays on record, marked.</source>
        <translation>täydennys {slip} on mitätöity; se jää kirjauksiin merkittynä.</translation>
    </message>
    <message>
        <source>credit {slip} is void; it stays on record, marked.</source>
        <translation>palautus {slip} on mitätöity; se jää kirjauksiin merkittynä.</translation>
    </message>
    <message>
        <source>Manual fill {slip} is entered.</source>
        <translation>Käsin kirjoitettu täydennys {slip} on syötetty.</translation>
    </message>
    <message>
        <source>Manual credit {slip} is entered.</source>
        <translation>Käsin kirjoitettu palautus {slip} on syötetty.</translation>
    </message>
    <message>
        <source>Demo users: Ada Admin (PIN 900900), Pat Pitboss (700700); dealers Dana Dealer (1000), Sam Dealer (2000), Lee Dealer (3000), Kim Dealer (4000); Alma Accounts, accounting (8080); count team Cora Counter (5050), Ivo Counter (6060).</source>
        <translation>Esittelykäyttäjät: Ada Admin (PIN 900900), Pat Pitboss (700700); jakajat Dana Dealer (1000), Sam Dealer (2000), Lee Dealer (3000), Kim Dealer (4000); Alma Accounts, kirjanpito (8080); laskentatiimi Cora Counter (5050), Ivo Counter (6060).</translation>
    </message>
    <message>
        <source>Loading the games and opening the database…</source>
        <translation>Ladataan pelejä ja avataan tietokantaa…</translation>
    </message>
    <message>
        <source>nobody can sign in yet: this database has no users</source>
        <translation>kukaan ei voi vielä kirjautua sisään: tässä tietokannassa ei ole käyttäjiä</translation>
    </message>
    <message>
        <source>the console could not load its games and services ({error}); reinstall it, or ask for the installation to be checked ({command})</source>
        <translation>konsoli ei voinut ladata pelejään ja palveluitaan ({error}); asenna se uudelleen tai pyydä asennuksen tarkistusta ({command})</translation>
    </message>
    <message>
        <source>{app} - sign in</source>
        <translation>{app} - kirjaudu sisään</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Kirjaudu sisään</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN-koodi</translation>
    </message>
    <message>
        <source>This database has no users yet. Create the first pit boss, who then adds the dealers and opens the tables, or load the demo casino to try the console.</source>
        <translation>Tässä tietokannassa ei ole vielä käyttäjiä. Luo ensimmäinen pit boss, joka sitten lisää jakajat ja avaa pöydät, tai lataa esittelykasino kokeillaksesi konsolia.</translation>
    </message>
    <message>
        <source>Create pit boss</source>
        <translation>Luo pit boss</translation>
    </message>
    <message>
        <source>Load the demo casino</source>
        <translation>Lataa esittelykasino</translation>
    </message>
    <message>
        <source>{games} tables  ·  version {version}</source>
        <translation>{games} pöydät  ·  versio {version}</translation>
    </message>
    <message>
        <source>The console could not start.</source>
        <translation>Konsoli ei voinut käynnistyä.</translation>
    </message>
    <message>
        <source>The floor server could not be reached.</source>
        <translation>Salin palvelimeen ei saatu yhteyttä.</translation>
    </message>
    <message>
        <source>The database could not be opened.</source>
        <translation>Tietokantaa ei voitu avata.</translation>
    </message>
    <message>
        <source>enter your name and PIN</source>
        <translation>syötä nimesi ja PIN-koodisi</translation>
    </message>
    <message>
        <source>Signing in as {name} once the console has loaded…</source>
        <translation>Kirjaudutaan sisään käyttäjänä {name}, kun konsoli on latautunut…</translation>
    </message>
    <message>
        <source>{name} is the first pit boss: sign in with the PIN.</source>
        <translation>{name} on ensimmäinen pit boss: kirjaudu sisään PIN-koodilla.</translation>
    </message>
    <message>
        <source>Loading the demo casino: four tables, a few hundred hands…</source>
        <translation>Ladataan esittelykasinoa: neljä pöytää, muutama sata jakoa…</translation>
    </message>
    <message>
        <source>the demo could not be loaded: {error}</source>
        <translation>esittelyä ei voitu ladata: {error}</translation>
    </message>
    <message>
        <source>(left)</source>
        <comment>a seat's player who left</comment>
        <translation>(poistunut)</translation>
    </message>
    <message>
        <source>held</source>
        <comment>a seat's figure: chips held when the session opened</comment>
        <translation>hallussa</translation>
    </message>
    <message>
        <source>in</source>
        <comment>a seat's figure: bought in</comment>
        <translation>sisään</translation>
    </message>
    <message>
        <source>out</source>
        <comment>a seat's figure: cashed out</comment>
        <translation>kotiutus</translation>
    </message>
    <message>
        <source>wagered</source>
        <comment>a seat's figure</comment>
        <translation>panostettu</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ei kukaan</translation>
    </message>
    <message>
        <source>Seat {seat} this session ({players})</source>
        <translation>Paikka {seat} tässä istunnossa ({players})</translation>
    </message>
    <message>
        <source>Bought in {total}: cash {cash}, chips {chips}</source>
        <translation>Ostettu sisään {total}: käteinen {cash}, pelimerkit {chips}</translation>
    </message>
    <message>
        <source>Cashed out {amount}</source>
        <translation>Kotiutettu {amount}</translation>
    </message>
    <message numerus="yes">
        <source>Wagered {amount} over %n hands</source>
        <translation><numerusform>Panostettu {amount} %n jaossa</numerusform><numerusform>Panostettu {amount} %n jaossa</numerusform></translation>
    </message>
    <message>
        <source>Holds {amount} now (stack and chips in play)</source>
        <translation>Hallussa nyt {amount} (pino ja pelissä olevat pelimerkit)</translation>
    </message>
    <message>
        <source>Held {amount} when the session opened</source>
        <translation>Hallussa {amount} istunnon avautuessa</translation>
    </message>
    <message>
        <source>Corrections {signed}</source>
        <translation>Korjaukset {signed}</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Tulos: {result}</translation>
    </message>
    <message>
        <source>Nobody has sat at this table this session.</source>
        <translation>Kukaan ei ole istunut tässä pöydässä tämän istunnon aikana.</translation>
    </message>
    <message>
        <source>This session</source>
        <translation>Tämä istunto</translation>
    </message>
    <message>
        <source>Last session</source>
        <translation>Edellinen istunto</translation>
    </message>
    <message>
        <source>Name, or # and the card number</source>
        <translation>Nimi tai # ja kortin numero</translation>
    </message>
    <message>
        <source>A rated player is seated by their card: # and the card number ({example}). Anyone else by name.</source>
        <translation>Korttiasiakas otetaan pöytään kortillaan: # ja kortin numero ({example}). Kaikki muut nimellä.</translation>
    </message>
    <message>
        <source>Chips ({currency})</source>
        <translation>Pelimerkit ({currency})</translation>
    </message>
    <message>
        <source>Cash (to the drop box)</source>
        <translation>Käteinen (drop-laatikkoon)</translation>
    </message>
    <message>
        <source>Chips brought to the table</source>
        <translation>Pöytään tuodut pelimerkit</translation>
    </message>
    <message>
        <source>Paid in</source>
        <translation>Maksettu sisään</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>pelaaja tarvitsee nimen</translation>
    </message>
    <message>
        <source>Seat player</source>
        <translation>Ota pelaaja pöytään</translation>
    </message>
    <message>
        <source>Buy chips</source>
        <translation>Osta pelimerkkejä</translation>
    </message>
    <message>
        <source>Cash out</source>
        <translation>Kotiuta</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>Mitätöi jako</translation>
    </message>
    <message>
        <source>Complaint</source>
        <translation>Valitus</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Pelin toisto</translation>
    </message>
    <message>
        <source>seat {seat} ({player}) {amount} since {since}</source>
        <translation>paikka {seat} ({player}) {amount} alkaen {since}</translation>
    </message>
    <message>
        <source>seats {seats} {amount} each since {since}</source>
        <translation>paikat {seats} kukin {amount} alkaen {since}</translation>
    </message>
    <message>
        <source>Time charge due: {owing}. Collect it between hands.</source>
        <translation>Aikamaksu erääntynyt: {owing}. Peri se jakojen välissä.</translation>
    </message>
    <message>
        <source>rules v{version}</source>
        <translation>säännöt v{version}</translation>
    </message>
    <message>
        <source>This table is closed. A pit boss opens it with its opener count (Pit ▸ Open table).</source>
        <translation>Tämä pöytä on suljettu. Pit boss avaa sen avauslaskennalla (Pitti ▸ Avaa pöytä).</translation>
    </message>
    <message>
        <source>New house rules (v{version}) apply from the next hand.</source>
        <translation>Uudet talon säännöt (v{version}) ovat voimassa seuraavasta jaosta alkaen.</translation>
    </message>
    <message>
        <source>no seat can be taken now (a hand is in play, or all full)</source>
        <translation>yhtään paikkaa ei voi ottaa nyt (jako on kesken, tai kaikki paikat ovat täynnä)</translation>
    </message>
    <message>
        <source>Seat a player</source>
        <translation>Ota pelaaja pöytään</translation>
    </message>
    <message>
        <source>chips are sold only between hands, to a seated player</source>
        <translation>pelimerkkejä myydään vain jakojen välissä pöydässä istuvalle pelaajalle</translation>
    </message>
    <message>
        <source>keys 1-{last}, 0 for seat 10</source>
        <translation>näppäimet 1-{last}, 0 paikalle 10</translation>
    </message>
    <message>
        <source>keys 1-{last}</source>
        <translation>näppäimet 1-{last}</translation>
    </message>
    <message>
        <source>select the seat first ({keys}); a player leaves only between hands{also}</source>
        <translation>valitse ensin paikka ({keys}); pelaaja poistuu vain jakojen välissä{also}</translation>
    </message>
    <message>
        <source>Seat {seat}: {player} leaves with {amount}.</source>
        <translation>Paikka {seat}: {player} poistuu summalla {amount}.</translation>
    </message>
    <message>
        <source>there is no hand in play to void</source>
        <translation>yksikään jako ei ole kesken, joten mitätöitävää ei ole</translation>
    </message>
    <message>
        <source>Void the hand</source>
        <translation>Mitätöi jako</translation>
    </message>
    <message>
        <source>Every wager of the hand goes back to its player. A pit boss approves with their name and PIN, and the reason goes on the record.</source>
        <translation>Jokainen jaon panos palautetaan pelaajalleen. Pit boss hyväksyy nimellään ja PIN-koodillaan, ja syy kirjataan.</translation>
    </message>
    <message>
        <source>what happened (e.g. card exposed on the deal)</source>
        <translation>mitä tapahtui (esim. kortti paljastui jaossa)</translation>
    </message>
    <message>
        <source>Accounting</source>
        <translation>Kirjanpito</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Tila</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Kieli</translation>
    </message>
    <message>
        <source>6-12 digits</source>
        <translation>6-12 numeroa</translation>
    </message>
    <message>
        <source>4-12 digits</source>
        <translation>4-12 numeroa</translation>
    </message>
    <message>
        <source>inactive, locked</source>
        <comment>a user</comment>
        <translation>ei käytössä, lukittu</translation>
    </message>
    <message>
        <source>inactive</source>
        <comment>a user</comment>
        <translation>ei käytössä</translation>
    </message>
    <message>
        <source>locked</source>
        <comment>a user</comment>
        <translation>lukittu</translation>
    </message>
    <message>
        <source>active</source>
        <comment>a user</comment>
        <translation>käytössä</translation>
    </message>
    <message>
        <source>the console's</source>
        <comment>a user's language</comment>
        <translation>konsolin kieli</translation>
    </message>
    <message>
        <source>You cannot change your own account here; another supervisor can.</source>
        <translation>Et voi muuttaa omaa tiliäsi täällä; toinen esimies voi.</translation>
    </message>
    <message>
        <source>{name} is {role}; only an administrator manages them.</source>
        <translation>{name} on {role}; vain ylläpitäjä hallinnoi häntä.</translation>
    </message>
    <message>
        <source>Only a pit boss or an administrator manages users.</source>
        <translation>Vain pit boss tai ylläpitäjä hallinnoi käyttäjiä.</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Käyttäjät</translation>
    </message>
    <message>
        <source>why: it is kept with the change</source>
        <translation>syy: se säilytetään muutoksen yhteydessä</translation>
    </message>
    <message>
        <source>Deactivate</source>
        <translation>Poista käytöstä</translation>
    </message>
    <message>
        <source>Reactivate</source>
        <translation>Ota uudelleen käyttöön</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Avaa lukitus</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Vaihda rooli</translation>
    </message>
    <message>
        <source>Reset PIN</source>
        <translation>Nollaa PIN-koodi</translation>
    </message>
    <message>
        <source>Set language</source>
        <translation>Aseta kieli</translation>
    </message>
    <message>
        <source>Reason (for every change but a PIN reset)</source>
        <translation>Syy (jokaiselle muutokselle paitsi PIN-koodin nollaukselle)</translation>
    </message>
    <message>
        <source>Only an administrator changes roles.</source>
        <translation>Vain ylläpitäjä vaihtaa rooleja.</translation>
    </message>
    <message>
        <source>New PIN</source>
        <translation>Uusi PIN-koodi</translation>
    </message>
    <message>
        <source>An administrator manages everyone; nobody manages their own account. A reset PIN also clears a lock.</source>
        <translation>Ylläpitäjä hallinnoi kaikkia; kukaan ei hallinnoi omaa tiliään. PIN-koodin nollaus avaa myös lukituksen.</translation>
    </message>
    <message>
        <source>A pit boss manages dealers; an administrator manages everyone; nobody manages their own account. A reset PIN also clears a lock.</source>
        <translation>Pit boss hallinnoi jakajia; ylläpitäjä hallinnoi kaikkia; kukaan ei hallinnoi omaa tiliään. PIN-koodin nollaus avaa myös lukituksen.</translation>
    </message>
    <message>
        <source>Add user…</source>
        <translation>Lisää käyttäjä…</translation>
    </message>
    <message>
        <source>No user selected</source>
        <translation>Käyttäjää ei ole valittu</translation>
    </message>
    <message>
        <source>{role}, {state}</source>
        <translation>{role}, {state}</translation>
    </message>
    <message>
        <source>Only an administrator changes roles</source>
        <translation>Vain ylläpitäjä vaihtaa rooleja</translation>
    </message>
    <message>
        <source>select a user first</source>
        <translation>valitse ensin käyttäjä</translation>
    </message>
    <message>
        <source>{name} is inactive: they can no longer sign in or sign.</source>
        <translation>{name} ei ole enää käytössä: hän ei voi enää kirjautua sisään eikä allekirjoittaa.</translation>
    </message>
    <message>
        <source>{name} is active again and may sign in.</source>
        <translation>{name} on jälleen käytössä ja voi kirjautua sisään.</translation>
    </message>
    <message>
        <source>{name} is unlocked and may sign in with their PIN.</source>
        <translation>Käyttäjän {name} lukitus on avattu, ja hän voi kirjautua sisään PIN-koodillaan.</translation>
    </message>
    <message>
        <source>choose the new role</source>
        <translation>valitse uusi rooli</translation>
    </message>
    <message>
        <source>{name} is now {role}; their sign-in was ended.</source>
        <translation>{name} on nyt {role}; hänen kirjautumisensa päätettiin.</translation>
    </message>
    <message>
        <source>Their PIN must now be {length}: reset it if it is shorter.</source>
        <translation>Hänen PIN-koodinsa pituuden on nyt oltava {length}: nollaa se, jos se on lyhyempi.</translation>
    </message>
    <message>
        <source>type the new PIN twice</source>
        <translation>kirjoita uusi PIN-koodi kahdesti</translation>
    </message>
    <message>
        <source>{name}'s PIN is reset and the lock is cleared; tell them the new one.</source>
        <translation>Käyttäjän {name} PIN-koodi on nollattu ja lukitus avattu; kerro hänelle uusi koodi.</translation>
    </message>
    <message>
        <source>{name}'s PIN is reset; tell them the new one.</source>
        <translation>Käyttäjän {name} PIN-koodi on nollattu; kerro hänelle uusi koodi.</translation>
    </message>
    <message>
        <source>{name} will see the console in {language} from their next sign-in.</source>
        <translation>{name} näkee konsolin kielellä {language} seuraavasta kirjautumisestaan alkaen.</translation>
    </message>
    <message>
        <source>{name} is added and may sign in.</source>
        <translation>{name} on lisätty ja voi kirjautua sisään.</translation>
    </message>
    <message>
        <source>Current PIN</source>
        <translation>Nykyinen PIN-koodi</translation>
    </message>
    <message>
        <source>New PIN ({length})</source>
        <translation>Uusi PIN-koodi ({length})</translation>
    </message>
    <message>
        <source>New PIN again</source>
        <translation>Uusi PIN-koodi uudelleen</translation>
    </message>
    <message>
        <source>Not one digit repeated, nor a run such as 1234 or 9876.</source>
        <translation>Ei yhtä numeroa toistettuna eikä sarjaa, kuten 1234 tai 9876.</translation>
    </message>
    <message>
        <source>Change my PIN</source>
        <translation>Vaihda PIN-koodi</translation>
    </message>
    <message>
        <source>type your current PIN</source>
        <translation>kirjoita nykyinen PIN-koodisi</translation>
    </message>
    <message>
        <source>type the same new PIN twice</source>
        <translation>kirjoita sama uusi PIN-koodi kahdesti</translation>
    </message>
    <message>
        <source>at least {low}</source>
        <comment>an amount</comment>
        <translation>vähintään {low}</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <comment>an amount</comment>
        <translation>{low}–{high}</translation>
    </message>
    <message>
        <source>{what}: {allowed}</source>
        <comment>an amount</comment>
        <translation>{what}: {allowed}</translation>
    </message>
    <message>
        <source>{text} is not a number of {unit}</source>
        <translation>{text} ei ole määrä yksikössä {unit}</translation>
    </message>
    <message>
        <source>{what} must be {allowed}, not {value}</source>
        <translation>{what}: arvon on oltava {allowed}, ei {value}</translation>
    </message>
    <message>
        <source>{what} goes in steps of {step} from {low}, not {value}</source>
        <translation>{what}: arvo kasvaa {step} kerrallaan alkaen {low}, ei {value}</translation>
    </message>
    <message>
        <source>enter the name and the PIN</source>
        <translation>syötä nimi ja PIN-koodi</translation>
    </message>
    <message>
        <source>Suns</source>
        <translation>Auringot</translation>
    </message>
    <message>
        <source>Moons</source>
        <translation>Kuut</translation>
    </message>
    <message>
        <source>Comets</source>
        <translation>Komeetat</translation>
    </message>
    <message>
        <source>Rings</source>
        <translation>Renkaat</translation>
    </message>
    <message>
        <source>Novas</source>
        <translation>Novat</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Planeetat</translation>
    </message>
</context>
</TS>
