<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk">
<context>
    <name />
    <message>
        <source>won {amount}</source>
        <comment>a seat's result</comment>
        <translation>виграш {amount}</translation>
    </message>
    <message>
        <source>lost {amount}</source>
        <comment>a seat's result</comment>
        <translation>програш {amount}</translation>
    </message>
    <message>
        <source>even</source>
        <comment>a seat's result: neither won nor lost</comment>
        <translation>у нуль</translation>
    </message>
    <message>
        <source>won</source>
        <comment>a seat's figure caption: the amount the seat won</comment>
        <translation>виграш</translation>
    </message>
    <message>
        <source>lost</source>
        <comment>a seat's figure caption: the amount the seat lost</comment>
        <translation>програш</translation>
    </message>
    <message>
        <source>in</source>
        <comment>a seat's figure caption: the money bought in</comment>
        <translation>внесено</translation>
    </message>
    <message>
        <source>held</source>
        <comment>a seat's figure caption: the chips held when the session opened</comment>
        <translation>на руках</translation>
    </message>
    <message>
        <source>out</source>
        <comment>a seat's figure caption: the money cashed out</comment>
        <translation>виведення</translation>
    </message>
    <message>
        <source>wagered</source>
        <comment>a seat's figure caption</comment>
        <translation>поставлено</translation>
    </message>
    <message>
        <source>{player} (left)</source>
        <comment>a seat nobody sits at now: the player who left it</comment>
        <translation>{player} (не за столом)</translation>
    </message>
    <message>
        <source>Enter sends · Esc cancels</source>
        <translation>Enter — надіслати · Esc — скасувати</translation>
    </message>
    <message>
        <source>{bounds}, in steps of {step}</source>
        <translation>{bounds}, з кроком {step}</translation>
    </message>
    <message>
        <source>Signed out.</source>
        <translation>Вихід виконано.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Рука</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Місце</translation>
    </message>
    <message>
        <source>Patron</source>
        <translation>Гість</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Що</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>resolved</source>
        <comment>a complaint</comment>
        <translation>врегульована</translation>
    </message>
    <message numerus="yes">
        <source>open (%n notes)</source>
        <translation><numerusform>відкрита (%n примітка)</numerusform><numerusform>відкрита (%n примітки)</numerusform><numerusform>відкрита (%n приміток)</numerusform></translation>
    </message>
    <message>
        <source>{day} {time} by {name}</source>
        <translation>{day} {time}, {name}</translation>
    </message>
    <message>
        <source>hand {hand}</source>
        <translation>роздача {hand}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>місце {seat}</translation>
    </message>
    <message>
        <source>recorded by {name}, {day} {time}</source>
        <translation>запис: {name}, {day} {time}</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Дилер:</translation>
    </message>
    <message>
        <source>No pit boss note yet.</source>
        <translation>Примітки піт-боса ще немає.</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>стіл {table}</translation>
    </message>
    <message>
        <source>Patron complaints · {table}</source>
        <translation>Скарги гостей · {table}</translation>
    </message>
    <message>
        <source>the pit boss's note: what was found, what was done</source>
        <translation>примітка піт-боса: що виявлено, що зроблено</translation>
    </message>
    <message>
        <source>This resolves the complaint</source>
        <translation>Це врегульовує скаргу</translation>
    </message>
    <message>
        <source>Add pit boss note</source>
        <translation>Додати примітку піт-боса</translation>
    </message>
    <message>
        <source>A pit boss or an administrator adds notes</source>
        <translation>Примітки додає піт-бос або адміністратор</translation>
    </message>
    <message>
        <source>Pit boss's note</source>
        <translation>Примітка піт-боса</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no hand</comment>
        <translation>немає</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no seat</comment>
        <translation>немає</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Місце {seat}</translation>
    </message>
    <message>
        <source>name or player card number</source>
        <translation>ім’я або номер картки гравця</translation>
    </message>
    <message>
        <source>what the patron says happened</source>
        <translation>що, за словами гостя, сталося</translation>
    </message>
    <message>
        <source>the dealer's note (optional)</source>
        <translation>примітка дилера (необов’язково)</translation>
    </message>
    <message>
        <source>Record complaint</source>
        <translation>Зареєструвати скаргу</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Щодо</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>the dealer's note</comment>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>New complaint</source>
        <translation>Нова скарга</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>a dialog</comment>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>No complaint at this table yet.</source>
        <translation>За цим столом ще немає скарг.</translation>
    </message>
    <message>
        <source>complaint {complaint} recorded</source>
        <translation>скаргу {complaint} зареєстровано</translation>
    </message>
    <message>
        <source>choose the complaint in the list first</source>
        <translation>спершу виберіть скаргу в списку</translation>
    </message>
    <message>
        <source>complaint {complaint} resolved</source>
        <translation>скаргу {complaint} врегульовано</translation>
    </message>
    <message>
        <source>complaint {complaint} noted</source>
        <translation>до скарги {complaint} додано примітку</translation>
    </message>
    <message>
        <source>play is stopped: the database cannot be reached</source>
        <translation>гру зупинено: немає зв’язку з базою даних</translation>
    </message>
    <message>
        <source>{name} approved this entry; their PIN is needed again</source>
        <translation>Цей запис затверджено ({name}); знову потрібен PIN-код</translation>
    </message>
    <message>
        <source>the database cannot be reached, and no hand of this table was played or recalled at this console since it started</source>
        <translation>немає зв’язку з базою даних, а жодну роздачу цього столу не було зіграно чи переглянуто на цій консолі від її запуску</translation>
    </message>
    <message>
        <source>the database cannot be reached, and hand {number} is not among the last {kept} hands of this table kept at this console</source>
        <translation>немає зв’язку з базою даних, а роздачі {number} немає серед останніх {kept} роздач цього столу, збережених на цій консолі</translation>
    </message>
    <message>
        <source>the kept entry could not be written to disk ({error})</source>
        <translation>збережене введення не вдалося записати на диск ({error})</translation>
    </message>
    <message>
        <source>a kept entry at {path} could not be read back ({error})</source>
        <translation>збережене введення в {path} не вдалося прочитати ({error})</translation>
    </message>
    <message>
        <source>{reason}; nothing was written</source>
        <translation>{reason}; нічого не записано</translation>
    </message>
    <message>
        <source>No correction of this hand yet.</source>
        <translation>Виправлень цієї роздачі ще немає.</translation>
    </message>
    <message>
        <source>+{amount} paid</source>
        <translation>+{amount} виплачено</translation>
    </message>
    <message>
        <source>-{amount} taken back</source>
        <translation>-{amount} забрано</translation>
    </message>
    <message>
        <source>(asked by {asked}, approved by {approved})</source>
        <translation>(запит: {asked}, затвердження: {approved})</translation>
    </message>
    <message>
        <source>Seat {seat} ({player})</source>
        <translation>Місце {seat} ({player})</translation>
    </message>
    <message>
        <source>Hand {hand} at {table} stays as it was played; this correction is a new record beside it, paid now onto the player's stack (or away from the table if the player has left). A pit boss other than you approves it.</source>
        <translation>Роздача {hand} за столом {table} залишається такою, як її зіграно; це виправлення — новий запис поруч із нею, який виплачується зараз на стек гравця (або поза столом, якщо гравець пішов). Затверджує інший піт-бос, не ви.</translation>
    </message>
    <message>
        <source>Pay the player more</source>
        <translation>Доплатити гравцеві</translation>
    </message>
    <message>
        <source>Take back from the player</source>
        <translation>Забрати в гравця</translation>
    </message>
    <message>
        <source>what went wrong (e.g. paid 2:1, the table pays 5:2)</source>
        <translation>що пішло не так (напр., виплачено 2:1, а стіл платить 5:2)</translation>
    </message>
    <message>
        <source>Pit boss</source>
        <translation>Піт-бос</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Виправлення</translation>
    </message>
    <message>
        <source>Amount ({currency})</source>
        <translation>Сума ({currency})</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Сума</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Correct hand {hand} · {table}</source>
        <translation>Виправити роздачу {hand} · {table}</translation>
    </message>
    <message>
        <source>Seat {seat} · {player}</source>
        <translation>Місце {seat} · {player}</translation>
    </message>
    <message>
        <source>no seat of this hand can be corrected</source>
        <translation>жодне місце цієї роздачі не можна виправити</translation>
    </message>
    <message>
        <source>enter the amount</source>
        <translation>введіть суму</translation>
    </message>
    <message>
        <source>give the reason; it goes on the record</source>
        <translation>вкажіть причину; вона потрапить у записи</translation>
    </message>
    <message>
        <source>the pit boss who approves enters their name and PIN to {action}</source>
        <translation>піт-бос, який затверджує, вводить своє ім’я та PIN-код, щоб {action}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Зміна</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Сесія</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Закрито</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Підраховано</translation>
    </message>
    <message>
        <source>Variance</source>
        <translation>Розбіжність</translation>
    </message>
    <message>
        <source>The count team counts blind: the recorded drop shows once the box is counted.</source>
        <translation>Лічильна група рахує наосліп: записаний дроп з’являється, коли бокс підраховано.</translation>
    </message>
    <message>
        <source>{table}, session {session} (shift {shift})</source>
        <translation>{table}, сесія {session} (зміна {shift})</translation>
    </message>
    <message>
        <source>{head}: closed at {time}; its drop box waits for its count.</source>
        <translation>{head}: закрито о {time}; його дроп-бокс очікує на підрахунок.</translation>
    </message>
    <message>
        <source>{head}: closed at {time}; its drop box waits for its count; recorded drop {recorded}.</source>
        <translation>{head}: закрито о {time}; його дроп-бокс очікує на підрахунок; записаний дроп {recorded}.</translation>
    </message>
    <message>
        <source>currency {amount}</source>
        <translation>готівка {amount}</translation>
    </message>
    <message>
        <source>chips {amount}</source>
        <translation>фішки {amount}</translation>
    </message>
    <message>
        <source>markers {amount}</source>
        <translation>маркери {amount}</translation>
    </message>
    <message>
        <source>{head}: count {count} by {counter} and {witness} at {time}: {parts}, {total} in all against {recorded} recorded.</source>
        <translation>{head}: підрахунок {count}, {counter} і {witness}, {time}: {parts}, усього {total} проти записаних {recorded}.</translation>
    </message>
    <message>
        <source>A recount of count {count}: {reason}</source>
        <translation>Повторний підрахунок для підрахунку {count}: {reason}</translation>
    </message>
    <message>
        <source>Resolved by {name} at {time}: {reason}</source>
        <translation>Врегулювання: {name}, {time}: {reason}</translation>
    </message>
    <message>
        <source>The variance is open until a supervisor resolves it.</source>
        <translation>Розбіжність відкрита, доки її не врегулює супервайзер.</translation>
    </message>
    <message>
        <source>Count room</source>
        <translation>Лічильна кімната</translation>
    </message>
    <message>
        <source>Enter count…</source>
        <translation>Внести підрахунок…</translation>
    </message>
    <message>
        <source>Recount…</source>
        <translation>Повторний підрахунок…</translation>
    </message>
    <message>
        <source>Resolve variance…</source>
        <translation>Врегулювати розбіжність…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Оновити</translation>
    </message>
    <message>
        <source>Gaming day</source>
        <translation>Ігровий день</translation>
    </message>
    <message>
        <source>You are {role}: you enter and recount drop counts, witnessed by a second counter and resolve variances, with the reason.</source>
        <translation>Ваша роль — {role}: ви вносите й повторно підраховуєте дроп, засвідчений другим лічильником, і врегульовуєте розбіжності із зазначенням причини.</translation>
    </message>
    <message>
        <source>You are {role}: you enter and recount drop counts, witnessed by a second counter.</source>
        <translation>Ваша роль — {role}: ви вносите й повторно підраховуєте дроп, засвідчений другим лічильником.</translation>
    </message>
    <message>
        <source>You are {role}: you resolve variances, with the reason.</source>
        <translation>Ваша роль — {role}: ви врегульовуєте розбіжності із зазначенням причини.</translation>
    </message>
    <message>
        <source>You are {role}: you read the count room and change nothing.</source>
        <translation>Ваша роль — {role}: ви переглядаєте лічильну кімнату й нічого не змінюєте.</translation>
    </message>
    <message>
        <source>Counts are blind: a box's recorded drop shows once it is counted.</source>
        <translation>Підрахунки наосліп: записаний дроп бокса з’являється, коли його підраховано.</translation>
    </message>
    <message numerus="yes">
        <source>{day} — %n to count</source>
        <translation><numerusform>{day} — до підрахунку %n</numerusform><numerusform>{day} — до підрахунку %n</numerusform><numerusform>{day} — до підрахунку %n</numerusform></translation>
    </message>
    <message>
        <source>Open variances, every day</source>
        <translation>Відкриті розбіжності, за всі дні</translation>
    </message>
    <message>
        <source>choose a session still to count</source>
        <translation>виберіть сесію, яку ще треба підрахувати</translation>
    </message>
    <message>
        <source>Count the drop of {table}</source>
        <translation>Підрахувати дроп {table}</translation>
    </message>
    <message>
        <source>Session {session} of shift {shift}, closed at {time}: what is in its drop box, by denomination.</source>
        <translation>Сесія {session} зміни {shift}, закрита о {time}: що в її дроп-боксі, за номіналами.</translation>
    </message>
    <message>
        <source>choose a counted session to recount</source>
        <translation>виберіть підраховану сесію для повторного підрахунку</translation>
    </message>
    <message>
        <source>Recount the drop of {table}</source>
        <translation>Повторно підрахувати дроп {table}</translation>
    </message>
    <message>
        <source>Count {count} stays on record; the recount replaces it in the books and its variance is open again until resolved.</source>
        <translation>Підрахунок {count} залишається в записах; повторний підрахунок замінює його в обліку, і його розбіжність знову відкрита, доки її не врегулюють.</translation>
    </message>
    <message>
        <source>why the box was counted again</source>
        <translation>чому бокс підраховують знову</translation>
    </message>
    <message>
        <source>count {count} of {table} is recounted.</source>
        <translation>підрахунок {count} для {table} повторно підраховано.</translation>
    </message>
    <message>
        <source>count {count} of {table} is entered.</source>
        <translation>підрахунок {count} для {table} внесено.</translation>
    </message>
    <message>
        <source>count {count} of {table} is recounted; variance {variance}.</source>
        <translation>підрахунок {count} для {table} повторно підраховано; розбіжність {variance}.</translation>
    </message>
    <message>
        <source>count {count} of {table} is entered; variance {variance}.</source>
        <translation>підрахунок {count} для {table} внесено; розбіжність {variance}.</translation>
    </message>
    <message>
        <source>choose a session whose variance is open</source>
        <translation>виберіть сесію з відкритою розбіжністю</translation>
    </message>
    <message>
        <source>the variance of {table} is resolved.</source>
        <translation>розбіжність {table} врегульовано.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Валюта</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Фішки</translation>
    </message>
    <message>
        <source>Second counter</source>
        <translation>Другий лічильник</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Разом</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Маркери</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Підрахунок</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>сума</translation>
    </message>
    <message>
        <source>marker line {row}: {error}</source>
        <translation>рядок маркерів {row}: {error}</translation>
    </message>
    <message>
        <source>marker line {row} needs an amount above zero and a count</source>
        <translation>рядок маркерів {row} потребує суми, більшої за нуль, і кількості</translation>
    </message>
    <message>
        <source>Counted drop: {amount}</source>
        <translation>Підрахований дроп: {amount}</translation>
    </message>
    <message>
        <source>give the reason for the recount; it goes on the record</source>
        <translation>вкажіть причину повторного підрахунку; вона потрапить у записи</translation>
    </message>
    <message>
        <source>the second counter enters their name and PIN</source>
        <translation>другий лічильник вводить своє ім’я та PIN-код</translation>
    </message>
    <message>
        <source>nothing is counted: if the box was empty, press OK again to enter an empty count</source>
        <translation>нічого не підраховано: якщо бокс був порожній, натисніть OK ще раз, щоб внести порожній підрахунок</translation>
    </message>
    <message>
        <source>{table}, session {session} (shift {shift}): counted {total} (count {count}, by {counter} and {witness}) against {recorded} recorded: a variance of {variance}.</source>
        <translation>{table}, сесія {session} (зміна {shift}): підраховано {total} (підрахунок {count}, {counter} і {witness}) проти записаних {recorded}: розбіжність {variance}.</translation>
    </message>
    <message>
        <source>what was found: it is kept with the resolution</source>
        <translation>що виявлено: це зберігається разом із врегулюванням</translation>
    </message>
    <message>
        <source>Resolve a variance</source>
        <translation>Врегулювати розбіжність</translation>
    </message>
    <message>
        <source>chain</source>
        <comment>a fault's kind: the table's record failed verification</comment>
        <translation>ланцюжок</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Збій</translation>
    </message>
    <message>
        <source>Raised</source>
        <translation>Виник</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Ким</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>Збої</translation>
    </message>
    <message>
        <source>A table with an open fault is stopped on every console. Read its verify report, then clear the fault with a note saying what was found and done.</source>
        <translation>Стіл із відкритим збоєм зупинено на кожній консолі. Прочитайте його звіт перевірки, а потім зніміть збій із приміткою про те, що виявлено й зроблено.</translation>
    </message>
    <message>
        <source>Verify report</source>
        <translation>Звіт перевірки</translation>
    </message>
    <message>
        <source>The selected table's verify report shows here.</source>
        <translation>Тут з’являється звіт перевірки вибраного столу.</translation>
    </message>
    <message>
        <source>what was found and done: it is kept with the fault</source>
        <translation>що виявлено й зроблено: це зберігається разом зі збоєм</translation>
    </message>
    <message>
        <source>The record still fails: accept it and let play go on (the fault stays on the record and in the shift report)</source>
        <translation>Запис досі не проходить перевірку: прийняти його й дозволити гру (збій залишається в записах і у звіті за зміну)</translation>
    </message>
    <message>
        <source>Approved by (a second supervisor; one of you an administrator)</source>
        <translation>Затвердження (другий супервайзер; один із вас — адміністратор)</translation>
    </message>
    <message>
        <source>Clear the fault</source>
        <translation>Зняти збій</translation>
    </message>
    <message>
        <source>No table has an open fault.</source>
        <translation>Жоден стіл не має відкритого збою.</translation>
    </message>
    <message>
        <source>Read the table's verify report first.</source>
        <translation>Спершу прочитайте звіт перевірки столу.</translation>
    </message>
    <message>
        <source>write the note: what was found and done</source>
        <translation>напишіть примітку: що виявлено й зроблено</translation>
    </message>
    <message>
        <source>a second supervisor enters their name and PIN to {action}</source>
        <translation>другий супервайзер вводить своє ім’я та PIN-код, щоб {action}</translation>
    </message>
    <message>
        <source>Fault {fault} of {table} is accepted over the failing record, approved by {approver}; play may go on.</source>
        <translation>Збій {fault} столу {table} прийнято попри помилковий запис, затвердження: {approver}; гру можна продовжувати.</translation>
    </message>
    <message>
        <source>Fault {fault} of {table} is cleared; play may go on.</source>
        <translation>Збій {fault} столу {table} знято; гру можна продовжувати.</translation>
    </message>
    <message>
        <source>What these rules do</source>
        <translation>Що роблять ці правила</translation>
    </message>
    <message>
        <source>The figures could not be computed: {reason}</source>
        <translation>Показники не вдалося обчислити: {reason}</translation>
    </message>
    <message>
        <source>Seat {seat} (key {key})</source>
        <translation>Місце {seat} (клавіша {key})</translation>
    </message>
    <message>
        <source>RIDING</source>
        <translation>СТАВКА ЗАЛИШАЄТЬСЯ</translation>
    </message>
    <message>
        <source>A push under the ride rule: this bet must play the next round</source>
        <translation>Нічия за правилом ride: ця ставка має грати в наступному раунді</translation>
    </message>
    <message>
        <source>no bet</source>
        <translation>без ставки</translation>
    </message>
    <message>
        <source>waiting for the split</source>
        <translation>очікуємо на розклад</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>hand not shown yet</source>
        <translation>руку ще не відкрито</translation>
    </message>
    <message>
        <source>Large · {category}</source>
        <translation>Велика · {category}</translation>
    </message>
    <message>
        <source>Small · {category}</source>
        <translation>Мала · {category}</translation>
    </message>
    <message>
        <source>Wins both hands</source>
        <translation>Виграє обидві руки</translation>
    </message>
    <message>
        <source>Wins Large only</source>
        <translation>Виграє лише Велику</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Нічия</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>Програє</translation>
    </message>
    <message>
        <source>Copies the
dealer</source>
        <translation>Копіює
дилера</translation>
    </message>
    <message>
        <source>Skilled
player</source>
        <translation>Досвідчений
гравець</translation>
    </message>
    <message>
        <source>Flagged players…</source>
        <translation>Позначені гравці…</translation>
    </message>
    <message>
        <source>0.00 copies the dealer; 1.00 always splits best.</source>
        <translation>0.00 — копіює дилера; 1.00 — завжди розкладає найкраще.</translation>
    </message>
    <message>
        <source>A player flagged for advantage play: their measured index.</source>
        <translation>Гравець, позначений за гру з перевагою: його виміряний індекс.</translation>
    </message>
    <message>
        <source>Skill index</source>
        <translation>Індекс майстерності</translation>
    </message>
    <message>
        <source>Player's EV per round</source>
        <translation>EV гравця за раунд</translation>
    </message>
    <message>
        <source>House edge against them</source>
        <translation>Перевага казино проти них</translation>
    </message>
    <message>
        <source>Per unit bet, per round: a linear projection of the index between the two exact figures above (copies the dealer at 0.00, skilled at 1.00).</source>
        <translation>На одиницю ставки за раунд: лінійна проєкція індексу між двома точними значеннями вище (копіює дилера — 0.00, досвідчений — 1.00).</translation>
    </message>
    <message>
        <source>Against a player</source>
        <translation>Проти гравця</translation>
    </message>
    <message>
        <source>Flagged players not read: {why}</source>
        <translation>Позначених гравців не прочитано: {why}</translation>
    </message>
    <message>
        <source>No player is flagged</source>
        <translation>Жодного гравця не позначено</translation>
    </message>
    <message>
        <source>Negative for the house: a player of skill index {index} expects to win {share} of every unit bet a round under these rules.</source>
        <translation>Від’ємна для казино: гравець з індексом майстерності {index} очікує виграти {share} кожної одиниці ставки за раунд за цими правилами.</translation>
    </message>
    <message>
        <source>The house keeps {share} of every unit bet a round against a player of skill index {index}.</source>
        <translation>Казино залишає собі {share} кожної одиниці ставки за раунд проти гравця з індексом майстерності {index}.</translation>
    </message>
    <message>
        <source>Break-even skill index: {index}. A player above it beats these rules.</source>
        <translation>Індекс майстерності беззбитковості: {index}. Гравець, вищий за нього, обіграє ці правила.</translation>
    </message>
    <message>
        <source>Even a player who copies the dealer beats these rules.</source>
        <translation>Навіть гравець, який копіює дилера, обіграє ці правила.</translation>
    </message>
    <message>
        <source>No skill beats these rules: the house wins at every index.</source>
        <translation>Жодна майстерність не обіграє ці правила: казино виграє за будь-якого індексу.</translation>
    </message>
    <message>
        <source>What these rules do to the house</source>
        <translation>Що ці правила роблять для казино</translation>
    </message>
    <message>
        <source>EV per bet</source>
        <translation>EV на ставку</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>Перевага казино</translation>
    </message>
    <message>
        <source>Per initial bet: a pushed bet rides until it is settled.</source>
        <translation>На початкову ставку: ставка після нічиєї залишається, доки її не розраховано.</translation>
    </message>
    <message>
        <source>Per bet: a push pays nothing and takes nothing.</source>
        <translation>На ставку: нічия нічого не виплачує й нічого не забирає.</translation>
    </message>
    <message>
        <source>WARNING: {warning}</source>
        <translation>УВАГА: {warning}</translation>
    </message>
    <message>
        <source>A skilled player does not beat these rules: the house keeps {share} of every bet even against the best splitting.</source>
        <translation>Досвідчений гравець не обіграє ці правила: казино залишає собі {share} кожної ставки навіть за найкращого розкладу.</translation>
    </message>
    <message>
        <source>Break-even commission: none needed at these pays and this commission.</source>
        <translation>Комісія беззбитковості: за цих виплат і цієї комісії не потрібна.</translation>
    </message>
    <message>
        <source>Break-even commission: {share} of winning payouts, the skilled player re-splitting at every commission.</source>
        <translation>Комісія беззбитковості: {share} виграшних виплат, якщо досвідчений гравець перерозкладає за кожної комісії.</translation>
    </message>
    <message>
        <source>Exactly {fraction} of each payout.</source>
        <translation>Рівно {fraction} кожної виплати.</translation>
    </message>
    <message>
        <source>Assumption: {assumption}.</source>
        <translation>Припущення: {assumption}.</translation>
    </message>
    <message>
        <source>House way: a computed split for each of the {vectors} suit-count vectors (differs from best-large on {differs}). No dealer rule, even a randomising one, holds a skilled player below {bound} per bet.</source>
        <translation>Розклад казино: обчислений розклад для кожного з {vectors} векторів кількості мастей (відрізняється від best-large у {differs}). Жодне правило дилера, навіть випадкове, не утримає досвідченого гравця нижче {bound} на ставку.</translation>
    </message>
    <message>
        <source>Bet · seat {seat} · {who}</source>
        <translation>Ставка · місце {seat} · {who}</translation>
    </message>
    <message>
        <source>·  Enter places it, Escape cancels</source>
        <translation>·  Enter — зробити, Escape — скасувати</translation>
    </message>
    <message>
        <source>Seat {seat}'s bet</source>
        <translation>Ставка місця {seat}</translation>
    </message>
    <message>
        <source>Type cards as number and suit letter (3S 5M 1C), or Tab to the grid and pick. Enter moves on and sets; Escape cancels.</source>
        <translation>Вводьте карти як число й літеру масті (3S 5M 1C) або перейдіть клавішею Tab до сітки й виберіть. Enter — далі й розклад; Escape — скасувати.</translation>
    </message>
    <message numerus="yes">
        <source>{part}
(%n cards)</source>
        <translation><numerusform>{part}
(%n карта)</numerusform><numerusform>{part}
(%n карти)</numerusform><numerusform>{part}
(%n карт)</numerusform></translation>
    </message>
    <message>
        <source>now the {part}</source>
        <translation>тепер: {part}</translation>
    </message>
    <message>
        <source>Press 1-9 (or click) to choose the three cards of the Small Hand; the other six are the Large Hand. Enter sets, Escape cancels.</source>
        <translation>Натисніть 1-9 (або клацніть), щоб вибрати три карти Малої руки; решта шість — Велика рука. Enter — розкласти, Escape — скасувати.</translation>
    </message>
    <message>
        <source>Large (6)</source>
        <translation>Велика (6)</translation>
    </message>
    <message>
        <source>Small (3)</source>
        <translation>Мала (3)</translation>
    </message>
    <message>
        <source>the Small Hand is three cards: release one first</source>
        <translation>Мала рука — це три карти: спершу зніміть вибір з однієї</translation>
    </message>
    <message>
        <source>Enter sets this split</source>
        <translation>Enter — прийняти цей розклад</translation>
    </message>
    <message>
        <source>{chosen} of 3 Small Hand cards chosen</source>
        <translation>Вибрано {chosen} з 3 карт Малої руки</translation>
    </message>
    <message>
        <source>choose three cards for the Small Hand ({chosen} chosen)</source>
        <translation>виберіть три карти для Малої руки (вибрано {chosen})</translation>
    </message>
    <message>
        <source>Hand · seat {seat} · {who}</source>
        <translation>Рука · місце {seat} · {who}</translation>
    </message>
    <message>
        <source>Settlement · check, then Enter to pay and collect</source>
        <translation>Розрахунок · перевірте, потім Enter, щоб виплатити й зібрати</translation>
    </message>
    <message>
        <source>Pay and collect</source>
        <translation>Виплатити й зібрати</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Wins both</source>
        <translation>Виграш обох</translation>
    </message>
    <message>
        <source>Wins Large</source>
        <translation>Виграш Великої</translation>
    </message>
    <message>
        <source>best Large Hand (best-large)</source>
        <translation>найкраща Велика рука (best-large)</translation>
    </message>
    <message>
        <source>the house way (house-way)</source>
        <translation>розклад казино (house-way)</translation>
    </message>
    <message>
        <source>the dealer's choice (dealer-choice)</source>
        <translation>на вибір дилера (dealer-choice)</translation>
    </message>
    <message>
        <source>not in play</source>
        <translation>не в грі</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a seat</comment>
        <translation>порожнє</translation>
    </message>
    <message>
        <source>bet rides</source>
        <translation>ставка залишається</translation>
    </message>
    <message>
        <source>bet rides to the next round</source>
        <translation>ставка залишається на наступний раунд</translation>
    </message>
    <message>
        <source>bet stays</source>
        <translation>ставка стоїть</translation>
    </message>
    <message>
        <source>bet stays (may be withdrawn)</source>
        <translation>ставка стоїть (можна зняти)</translation>
    </message>
    <message>
        <source>{payout} (commission {commission})</source>
        <translation>{payout} (комісія {commission})</translation>
    </message>
    <message>
        <source>commission {amount}</source>
        <translation>комісія {amount}</translation>
    </message>
    <message>
        <source>Bets {low}–{high}</source>
        <translation>Ставки {low}–{high}</translation>
    </message>
    <message>
        <source>pays {both} / {large}</source>
        <translation>виплата {both} / {large}</translation>
    </message>
    <message>
        <source>push {push}</source>
        <translation>нічия: {push}</translation>
    </message>
    <message>
        <source>commission {percent}%</source>
        <translation>комісія {percent} %</translation>
    </message>
    <message>
        <source>last round: set by {rule}</source>
        <translation>останній раунд: розклад за {rule}</translation>
    </message>
    <message>
        <source>set by {rule}</source>
        <translation>розклад за {rule}</translation>
    </message>
    <message>
        <source>Table closed</source>
        <translation>Стіл закрито</translation>
    </message>
    <message>
        <source>Bets open · N starts round {round}</source>
        <translation>Ставки відкрито · N — почати раунд {round}</translation>
    </message>
    <message>
        <source>Bets open · Ctrl+P seats, B bets</source>
        <translation>Ставки відкрито · Ctrl+P — посадка, B — ставки</translation>
    </message>
    <message>
        <source>Round {round} · S: settle</source>
        <translation>Раунд {round} · S — розрахунок</translation>
    </message>
    <message>
        <source>Round {round} · H: hands to set, seat {seats}</source>
        <translation>Раунд {round} · H — руки до розкладу, місце {seats}</translation>
    </message>
    <message>
        <source>Round {round} · D: the dealer's hand</source>
        <translation>Раунд {round} · D — рука дилера</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Payout</source>
        <translation>Виплата</translation>
    </message>
    <message>
        <source>Commission</source>
        <translation>Комісія</translation>
    </message>
    <message>
        <source>rides (locked)</source>
        <translation>залишається (заблоковано)</translation>
    </message>
    <message>
        <source>stays, may withdraw</source>
        <translation>стоїть, можна зняти</translation>
    </message>
    <message>
        <source>The house pays {paid} and collects {collected}.</source>
        <translation>Казино виплачує {paid} і збирає {collected}.</translation>
    </message>
    <message>
        <source> and not with a bet riding</source>
        <translation> і не зі ставкою, що залишається</translation>
    </message>
    <message>
        <source>1-7 select a seat  ·  B bet  ·  W withdraw  ·  N start the round  ·  H a seat's hand  ·  D the dealer's hand  ·  S settle</source>
        <translation>1-7 — вибрати місце  ·  B — ставка  ·  W — зняти  ·  N — почати раунд  ·  H — рука місця  ·  D — рука дилера  ·  S — розрахунок</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Зняти ставку</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>Почати раунд</translation>
    </message>
    <message>
        <source>Seat's hand</source>
        <translation>Рука місця</translation>
    </message>
    <message>
        <source>Dealer's hand</source>
        <translation>Рука дилера</translation>
    </message>
    <message>
        <source>Settle</source>
        <translation>Розрахунок</translation>
    </message>
    <message>
        <source>this table's seats are 1 to {seats}; seat {seat} is not in play</source>
        <translation>місця цього столу — від 1 до {seats}; місце {seat} не в грі</translation>
    </message>
    <message>
        <source>select a seat first (keys 1-7), then B</source>
        <translation>спершу виберіть місце (клавіші 1-7), потім B</translation>
    </message>
    <message>
        <source>bets are placed between rounds</source>
        <translation>ставки роблять між раундами</translation>
    </message>
    <message>
        <source>seat {seat} is empty: Ctrl+P seats a player</source>
        <translation>місце {seat} порожнє: Ctrl+P — посадити гравця</translation>
    </message>
    <message>
        <source>seat {seat}'s bet rides after a push: it plays the next round unchanged</source>
        <translation>ставка місця {seat} залишається після нічиєї: вона грає в наступному раунді без змін</translation>
    </message>
    <message>
        <source>seat {seat} cannot bet now (its stack is below the minimum bet)</source>
        <translation>місце {seat} не може зараз ставити (його стек менший за мінімальну ставку)</translation>
    </message>
    <message>
        <source>seat {seat}'s bet rides after a push: it cannot be withdrawn</source>
        <translation>ставка місця {seat} залишається після нічиєї: її не можна зняти</translation>
    </message>
    <message>
        <source>select a seat with a bet (keys 1-7), then W</source>
        <translation>виберіть місце зі ставкою (клавіші 1-7), потім W</translation>
    </message>
    <message>
        <source>a round starts between rounds, once a seat has a bet</source>
        <translation>раунд починається між раундами, коли на якомусь місці є ставка</translation>
    </message>
    <message>
        <source>splits are entered during a round, until the dealer's hand is set</source>
        <translation>розклади вводять під час раунду, доки руку дилера не розкладено</translation>
    </message>
    <message>
        <source>Hand · seat {seat} · {who} · as the player set it</source>
        <translation>Рука · місце {seat} · {who} · як розклав гравець</translation>
    </message>
    <message>
        <source>Large Hand</source>
        <translation>Велика рука</translation>
    </message>
    <message>
        <source>Small Hand</source>
        <translation>Мала рука</translation>
    </message>
    <message>
        <source>every seat has set: D for the dealer's hand</source>
        <translation>усі місця розклали карти: D — рука дилера</translation>
    </message>
    <message>
        <source>every seat sets before the dealer: H for the others</source>
        <translation>усі місця розкладають карти перед дилером: H — для інших</translation>
    </message>
    <message>
        <source>the dealer's hand is set once per round</source>
        <translation>руку дилера розкладають один раз за раунд</translation>
    </message>
    <message>
        <source>Dealer's Large Hand</source>
        <translation>Велика рука дилера</translation>
    </message>
    <message>
        <source>Dealer's Small Hand</source>
        <translation>Мала рука дилера</translation>
    </message>
    <message>
        <source>Dealer's hand · as the dealer set it (dealer-choice)</source>
        <translation>Рука дилера · як розклав дилер (dealer-choice)</translation>
    </message>
    <message>
        <source>Dealer's nine</source>
        <translation>Дев’ять карт дилера</translation>
    </message>
    <message>
        <source>Dealer's hand · the console splits it by {rule}</source>
        <translation>Рука дилера · консоль розкладає її за правилом {rule}</translation>
    </message>
    <message>
        <source>S shows the settlement</source>
        <translation>S — показати розрахунок</translation>
    </message>
    <message>
        <source>a round settles once the dealer's hand is set</source>
        <translation>раунд розраховують, коли руку дилера розкладено</translation>
    </message>
    <message>
        <source>settled: the results stay up until the next round starts</source>
        <translation>розраховано: результати показано до початку наступного раунду</translation>
    </message>
    <message>
        <source>What these rules play</source>
        <translation>У що грають ці правила</translation>
    </message>
    <message>
        <source>A throw puts in contest</source>
        <translation>Кидок розігрує</translation>
    </message>
    <message>
        <source>Of 64</source>
        <translation>З 64</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Стратегія</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Хто починає</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Роздачі</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Ставки</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Від</translation>
    </message>
    <message>
        <source>to</source>
        <translation>до</translation>
    </message>
    <message>
        <source>{declinable} of 64 throws show a Black and may be declined; {white} is triple White, {black} are triple Black. A contest: either player wins it with chance {chance} (equal rolls, {tie} of {pairs}, roll again).</source>
        <translation>{declinable} з 64 кидків мають Чорну, і від них можна відмовитися; {white} — три Білі, {black} — три Чорні. Розіграш: кожен гравець виграє його з імовірністю {chance} (за рівних кидків, {tie} з {pairs}, кидають знову).</translation>
    </message>
    <message>
        <source>A game to {target} ({win_check}, settled {settle}), exact: the first thrower's chance, the Hands a game lasts and the stakes it moves, on average, both players declining by the policy ({legend}).</source>
        <translation>Гра до {target} ({win_check}, розрахунок {settle}), точно: шанс того, хто кидає першим, скільки конів триває гра й скільки ставок вона переміщує в середньому, коли обидва гравці відмовляються за стратегією ({legend}).</translation>
    </message>
    <message>
        <source>The game's chances are computed for two players; these rules seat {players}.</source>
        <translation>Шанси гри обчислено для двох гравців; ці правила розраховані на гравців: {players}.</translation>
    </message>
    <message>
        <source>No game stands at {first} to {second} between Hands: no run of throws leads there.</source>
        <translation>Жодна гра не може мати рахунок {first} : {second} між конами: жодна послідовність кидків до цього не веде.</translation>
    </message>
    <message>
        <source>At {first} to {second}, the player to throw wins {chance} (both declining a Black when ahead), {hands} Hands to go.</source>
        <translation>За рахунку {first} : {second} гравець, який кидає, виграє з імовірністю {chance} (обидва відмовляються від Чорної, коли ведуть), до кінця ще конів: {hands}.</translation>
    </message>
    <message>
        <source>Opening roll</source>
        <translation>Перший кидок</translation>
    </message>
    <message>
        <source>Contest for the {prize}</source>
        <translation>Розіграш: {prize}</translation>
    </message>
    <message>
        <source>{contest}, rolled again (round {round})</source>
        <translation>{contest}, перекидання (коло {round})</translation>
    </message>
    <message>
        <source>{contest}: {rolls}</source>
        <translation>{contest}: {rolls}</translation>
    </message>
    <message>
        <source>No game in play</source>
        <translation>Жодна гра не триває</translation>
    </message>
    <message>
        <source>Game {game} to {target}: everyone rolls for the first throw</source>
        <translation>Гра {game} до {target}: усі кидають кості за право першого кидка</translation>
    </message>
    <message>
        <source>Game {game} to {target} · Hand {hand}</source>
        <translation>Гра {game} до {target} · Кін {hand}</translation>
    </message>
    <message>
        <source>Game {game} to {target} · Hand {hand}: the wands are {holder}'s (passed by {entitled})</source>
        <translation>Гра {game} до {target} · Кін {hand}: палички в {holder} (поступився: {entitled})</translation>
    </message>
    <message>
        <source>Game {game} to {target} · Hand {hand}: the wands are {holder}'s</source>
        <translation>Гра {game} до {target} · Кін {hand}: палички в {holder}</translation>
    </message>
    <message>
        <source>N starts a game</source>
        <translation>N — почати гру</translation>
    </message>
    <message>
        <source>{who}: take the wands? Y takes, X refuses</source>
        <translation>{who}: узяти палички? Y — узяти, X — відмовитися</translation>
    </message>
    <message>
        <source>{who}: take the first roll? Y takes, X refuses</source>
        <translation>{who}: узяти перший кидок? Y — узяти, X — відмовитися</translation>
    </message>
    <message>
        <source>{who} threw a Black: D declines the Hand, P plays it</source>
        <translation>{who}: випала Чорна: D — відмовитися від кону, P — грати його</translation>
    </message>
    <message>
        <source>{who} throws the wands: W throws</source>
        <translation>{who} кидає палички: W — кинути</translation>
    </message>
    <message>
        <source>{who} throws the wands: type the three wands (B S W R), Enter</source>
        <translation>{who} кидає палички: введіть три палички (B S W R), Enter</translation>
    </message>
    <message>
        <source>{who} rolls: R rolls</source>
        <translation>{who} кидає кості: R — кинути</translation>
    </message>
    <message>
        <source>{who} rolls: type the roll (2-12 or 3+5), Enter</source>
        <translation>{who} кидає кості: введіть кидок (2-12 або 3+5), Enter</translation>
    </message>
    <message>
        <source>Ctrl+O offers it to the next player</source>
        <translation>Ctrl+O — запропонувати наступному гравцеві</translation>
    </message>
    <message>
        <source>the wands</source>
        <translation>палички</translation>
    </message>
    <message>
        <source>rolled {roll}</source>
        <translation>випало {roll}</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>хід</translation>
    </message>
    <message>
        <source>No Hand yet this game.</source>
        <translation>У цій грі ще не було кону.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Кинути палички</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Кинути кості</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Відмовитися</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Грати</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Запропонувати</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Узяти</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Відмовитися</translation>
    </message>
    <message>
        <source>Time charge</source>
        <translation>Плата за час</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Історія</translation>
    </message>
    <message>
        <source>{seat} · empty</source>
        <translation>{seat} · порожнє</translation>
    </message>
    <message>
        <source>no new game now: one is in play</source>
        <translation>нову гру зараз не почати: одна вже триває</translation>
    </message>
    <message>
        <source>type the three wands the thrower shows, then Enter</source>
        <translation>введіть три палички, які показує той, хто кидає, потім Enter</translation>
    </message>
    <message>
        <source>nobody throws the wands now</source>
        <translation>зараз ніхто не кидає палички</translation>
    </message>
    <message>
        <source>type the roll the dice show, then Enter</source>
        <translation>введіть кидок, який показують кості, потім Enter</translation>
    </message>
    <message>
        <source>nobody rolls now</source>
        <translation>зараз ніхто не кидає кості</translation>
    </message>
    <message>
        <source>only a throw that shows a Black can be declined</source>
        <translation>відмовитися можна лише від кидка, де є Чорна</translation>
    </message>
    <message>
        <source>no throw waits to be declined or played</source>
        <translation>жоден кидок не очікує на відмову чи гру</translation>
    </message>
    <message>
        <source>an option is offered by who throws the wands or rolls first, before using it</source>
        <translation>опцію пропонує той, хто кидає палички чи кості першим, перш ніж нею скористатися</translation>
    </message>
    <message>
        <source>no offer waits for an answer</source>
        <translation>жодна пропозиція не очікує на відповідь</translation>
    </message>
    <message>
        <source>no time charge to collect now</source>
        <translation>зараз немає плати за час до стягнення</translation>
    </message>
    <message>
        <source>type the three wands</source>
        <translation>введіть три палички</translation>
    </message>
    <message>
        <source>type the roll</source>
        <translation>введіть кидок</translation>
    </message>
    <message>
        <source>nothing to enter now</source>
        <translation>зараз нічого вводити</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чорна</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Корабель</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Біла</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Зірка</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значення</translation>
    </message>
    <message>
        <source>Fraction</source>
        <translation>Частка</translation>
    </message>
    <message>
        <source>What these rules deal</source>
        <translation>Що роздають ці правила</translation>
    </message>
    <message>
        <source>Counted over every three-card hand of the pack; the svara chance over two hands dealt from one pack (equal values tie whatever made them).</source>
        <translation>Пораховано за всіма руками з трьох карт колоди; шанс свари — для двох рук, роздані з однієї колоди (рівні очки — нічия, незалежно від того, з чого вони складаються).</translation>
    </message>
    <message>
        <source>{profile}: {hands} hands</source>
        <translation>{profile}: рук: {hands}</translation>
    </message>
    <message>
        <source>A two-player showdown is a svara: &lt;b style='font-size:20px'&gt;{fraction}&lt;/b&gt; ({percent}, about 1 in {one_in})</source>
        <translation>Розкриття між двома гравцями дає свару: &lt;b style='font-size:20px'&gt;{fraction}&lt;/b&gt; ({percent}, приблизно 1 з {one_in})</translation>
    </message>
    <message>
        <source>A two-player showdown is never a svara under this profile.</source>
        <translation>За цього профілю розкриття між двома гравцями ніколи не дає свари.</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Подивитися карти</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Атакувати</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Розкриття</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Ол-ін</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Скинути</translation>
    </message>
    <message>
        <source>Split the pot</source>
        <translation>Розділити банк</translation>
    </message>
    <message>
        <source>Play the svara</source>
        <translation>Розіграти свару</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Вступити</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Не вступати</translation>
    </message>
    <message>
        <source>Deal the svara</source>
        <translation>Роздати свару</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Нова роздача</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Розкриття</translation>
    </message>
    <message>
        <source>dark</source>
        <comment>a Seka seat that has not looked</comment>
        <translation>наосліп</translation>
    </message>
    <message>
        <source>light</source>
        <comment>a Seka seat that has looked</comment>
        <translation>відкрито</translation>
    </message>
    <message>
        <source>Has not looked: pays half the stake</source>
        <translation>Карти не переглянуто — половина ставки</translation>
    </message>
    <message>
        <source>Has looked (or plays light): pays the whole stake</source>
        <translation>Карти переглянуто (або гра відкрито) — уся ставка</translation>
    </message>
    <message>
        <source>Showed a hand worth {value}</source>
        <translation>Показана рука: {value} очок</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>порожнє</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>очікує</translation>
    </message>
    <message>
        <source>sat out</source>
        <translation>пропускає</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>ол-ін</translation>
    </message>
    <message>
        <source>called</source>
        <translation>продовження</translation>
    </message>
    <message>
        <source>raised</source>
        <translation>атака</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>розкриття</translation>
    </message>
    <message>
        <source>looked</source>
        <translation>карти переглянуто</translation>
    </message>
    <message>
        <source>shown down</source>
        <translation>програш при розкритті</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>розкриття карт</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>нічия</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>вступ у свару</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>to say: split?</source>
        <translation>відповідь: ділити?</translation>
    </message>
    <message>
        <source>asked to join</source>
        <translation>запрошено вступити</translation>
    </message>
    <message>
        <source>Paid {amount}</source>
        <translation>Сплачено {amount}</translation>
    </message>
    <message>
        <source>Hand {hand} · svara {deal}</source>
        <translation>Роздача {hand} · свара {deal}</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>Торги</translation>
    </message>
    <message>
        <source>Svara: split or play?</source>
        <translation>Свара: ділити чи грати?</translation>
    </message>
    <message>
        <source>Svara: who joins?</source>
        <translation>Свара: хто вступає?</translation>
    </message>
    <message>
        <source>Svara: deal</source>
        <translation>Свара: роздача</translation>
    </message>
    <message>
        <source>Svara {deal}: betting</source>
        <translation>Свара {deal}: торги</translation>
    </message>
    <message>
        <source>Showdown (the orbits ran out)</source>
        <translation>Розкриття (кола вичерпано)</translation>
    </message>
    <message>
        <source>Showdown (nobody left to bet)</source>
        <translation>Розкриття (ставити більше нікому)</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>seat {seat} pays {amount} dark (half)</source>
        <translation>місце {seat} сплачує {amount} наосліп (половина)</translation>
    </message>
    <message>
        <source>seat {seat} pays {amount}</source>
        <translation>місце {seat} сплачує {amount}</translation>
    </message>
    <message>
        <source>{seats} tie at {value}</source>
        <translation>{seats}: нічия на {value}</translation>
    </message>
    <message>
        <source>{seats} tie</source>
        <translation>{seats}: нічия</translation>
    </message>
    <message>
        <source>SVARA</source>
        <translation>СВАРА</translation>
    </message>
    <message>
        <source>Pot carried {pot} · fee to join &lt;b&gt;{fee}&lt;/b&gt;</source>
        <translation>Перенесений банк {pot} · внесок за вступ &lt;b&gt;{fee}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>split agreed: {seats}</source>
        <translation>згода на поділ: {seats}</translation>
    </message>
    <message>
        <source>joined: {seats}</source>
        <translation>вступили: {seats}</translation>
    </message>
    <message>
        <source>passed: {seats}</source>
        <translation>пас: {seats}</translation>
    </message>
    <message>
        <source>{seat} to act (dark)</source>
        <translation>{seat} — хід (наосліп)</translation>
    </message>
    <message>
        <source>{seat} to act (light)</source>
        <translation>{seat} — хід (відкрито)</translation>
    </message>
    <message>
        <source>{seat}: split the pot, or play the svara?</source>
        <translation>{seat}: розділити банк чи розіграти свару?</translation>
    </message>
    <message>
        <source>{seat}: join the svara?</source>
        <translation>{seat}: вступити у свару?</translation>
    </message>
    <message>
        <source>The svara deal is next</source>
        <translation>Далі — роздача свари</translation>
    </message>
    <message>
        <source>Showdown: enter the shown hands</source>
        <translation>Розкриття: введіть відкриті руки</translation>
    </message>
    <message>
        <source>Showdown: show the dealt hands</source>
        <translation>Розкриття: покажіть роздані руки</translation>
    </message>
    <message>
        <source>split by agreement</source>
        <translation>поділ банку за згодою</translation>
    </message>
    <message>
        <source>after 1 svara</source>
        <translation>після 1 свари</translation>
    </message>
    <message numerus="yes">
        <source>after %n svaras</source>
        <translation><numerusform>після %n свари</numerusform><numerusform>після %n свар</numerusform><numerusform>після %n свар</numerusform></translation>
    </message>
    <message>
        <source>rake {amount}</source>
        <translation>рейк {amount}</translation>
    </message>
    <message>
        <source> (showed {value})</source>
        <translation> (показано {value})</translation>
    </message>
    <message>
        <source> (unseen)</source>
        <translation> (не показано)</translation>
    </message>
    <message>
        <source>; {how}</source>
        <translation>; {how}</translation>
    </message>
    <message>
        <source>Hand {hand} voided: every payment went back</source>
        <translation>Роздачу {hand} анульовано: усі платежі повернуто</translation>
    </message>
    <message>
        <source>Join for</source>
        <translation>Вступити за</translation>
    </message>
    <message>
        <source>Raise to</source>
        <translation>Атакувати до</translation>
    </message>
    <message>
        <source>Hands</source>
        <comment>the shown hands</comment>
        <translation>Руки</translation>
    </message>
    <message>
        <source>&lt;b style='color:{ink}'&gt;{seat} folds&lt;/b&gt; (equal values: the revealer folds); {other} plays on</source>
        <translation>&lt;b style='color:{ink}'&gt;{seat} скидає карти&lt;/b&gt; (рівні очки: скидає той, хто відкривається); {other} грає далі</translation>
    </message>
    <message>
        <source>&lt;b style='color:{ink}'&gt;{seat} folds&lt;/b&gt; (the lower hand folds); {other} plays on</source>
        <translation>&lt;b style='color:{ink}'&gt;{seat} скидає карти&lt;/b&gt; (скидає менша рука); {other} грає далі</translation>
    </message>
    <message>
        <source>&lt;span style='color:{ink}; font-weight:800'&gt;SVARA&lt;/span&gt;: seats {seats} tie. The pot of {pot} is carried into a svara; each other player dealt in may join for &lt;b&gt;{fee}&lt;/b&gt;</source>
        <translation>&lt;span style='color:{ink}; font-weight:800'&gt;СВАРА&lt;/span&gt;: місця {seats} мають рівні очки. Банк {pot} переходить у свару; кожен інший гравець роздачі може вступити за &lt;b&gt;{fee}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{seat}: {amount} goes back</source>
        <translation>{seat}: {amount} повертається</translation>
    </message>
    <message>
        <source>Rake to the house: {amount} (from side pot {pot})</source>
        <translation>Рейк казино: {amount} (з побічного банку {pot})</translation>
    </message>
    <message>
        <source>Rake to the house: {amount}</source>
        <translation>Рейк казино: {amount}</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Основний банк</translation>
    </message>
    <message>
        <source>Side pot {number}</source>
        <translation>Побічний банк {number}</translation>
    </message>
    <message>
        <source>{pot} {amount} (uncontested): &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount} (без суперників): &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{pot} {amount} (split by agreement): &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount} (поділ банку за згодою): &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{pot} {amount}: &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount}: &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Result</source>
        <comment>of a showing</comment>
        <translation>Результат</translation>
    </message>
    <message>
        <source>No pot is paid yet: betting goes on.</source>
        <translation>Банк ще не виплачено: торги тривають.</translation>
    </message>
    <message>
        <source>raise the stake to</source>
        <translation>атакувати до</translation>
    </message>
    <message>
        <source>no hand is shown now</source>
        <translation>зараз жодну руку не відкрито</translation>
    </message>
    <message>
        <source>the engine refused it</source>
        <translation>рушій відхилив це</translation>
    </message>
    <message>
        <source>Reveal by seat {seat} · {player}</source>
        <translation>Розкривається місце {seat} · {player}</translation>
    </message>
    <message>
        <source>e.g. {cards}</source>
        <translation>напр., {cards}</translation>
    </message>
    <message>
        <source>seat {seat}'s cards</source>
        <translation>карти місця {seat}</translation>
    </message>
    <message>
        <source>a Seka hand is {size} cards, not {count}</source>
        <translation>рука в Сеці складається з {size} карт, а не з {count}</translation>
    </message>
    <message>
        <source>Who takes what  [Enter]</source>
        <translation>Хто що забирає  [Enter]</translation>
    </message>
    <message>
        <source>Type each shown hand: rank ({ranks}) then suit {suits}, e.g. {example}, or {joker} for the joker. Enter moves to the next hand, then shows who takes what.</source>
        <translation>Введіть кожну відкриту руку: значення ({ranks}), потім масть {suits}, напр., {example}, або {joker} для джокера. Enter переходить до наступної руки, потім показує, хто що забирає.</translation>
    </message>
    <message>
        <source>Type each shown hand: rank ({ranks}) then suit {suits}, e.g. {example}. Enter moves to the next hand, then shows who takes what.</source>
        <translation>Введіть кожну відкриту руку: значення ({ranks}), потім масть {suits}, напр., {example}. Enter переходить до наступної руки, потім показує, хто що забирає.</translation>
    </message>
    <message>
        <source>{title}: enter the shown hands</source>
        <translation>{title}: введіть відкриті руки</translation>
    </message>
    <message>
        <source>{title}: who takes what</source>
        <translation>{title}: хто що забирає</translation>
    </message>
    <message>
        <source>dealt by the console</source>
        <translation>роздано консоллю</translation>
    </message>
    <message>
        <source>shown before</source>
        <translation>показано раніше</translation>
    </message>
    <message>
        <source>enter three cards ({typed} typed)</source>
        <translation>введіть три карти (введено {typed})</translation>
    </message>
    <message>
        <source>card {card} is also in seat {seat}'s hand; the {pack} pack holds it once</source>
        <translation>карта {card} є також у руці місця {seat}; у колоді {pack} вона одна</translation>
    </message>
    <message>
        <source>value {value}</source>
        <translation>очки: {value}</translation>
    </message>
    <message>
        <source>{what}: {count} cards, e.g. {example}</source>
        <translation>{what}: карт — {count}, напр., {example}</translation>
    </message>
    <message>
        <source>{what}: {count} cards</source>
        <translation>{what}: карт — {count}</translation>
    </message>
    <message>
        <source>{what}: {typed} of {count} cards</source>
        <translation>{what}: {typed} з {count} карт</translation>
    </message>
    <message>
        <source>{what} is {count} cards, not {typed}</source>
        <translation>{what} — це {count} карт, а не {typed}</translation>
    </message>
    <message>
        <source>card {card} is entered {times} times; the deck holds only {copies} copies</source>
        <translation>карту {card} введено {times} раз(и); у колоді лише {copies} примірники</translation>
    </message>
    <message>
        <source>card {card}: no copy is left (the deck holds {copies}; {elsewhere} already entered in this round, {here} here)</source>
        <translation>карта {card}: примірників не залишилося (у колоді {copies}; {elsewhere} уже введено в цьому раунді, {here} тут)</translation>
    </message>
    <message>
        <source>card {card}: no copy is left (the deck holds {copies}; {elsewhere} already entered in this round)</source>
        <translation>карта {card}: примірників не залишилося (у колоді {copies}; {elsewhere} уже введено в цьому раунді)</translation>
    </message>
    <message>
        <source>{what} needs {count} cards; {typed} entered</source>
        <translation>{what}: потрібно {count} карт; введено {typed}</translation>
    </message>
    <message>
        <source>{number} of {suit} ({card})</source>
        <translation>{number} — {suit} ({card})</translation>
    </message>
    <message>
        <source>{left} left</source>
        <comment>copies of a card</comment>
        <translation>залишилося {left}</translation>
    </message>
    <message>
        <source>Hand check</source>
        <translation>Перевірка руки</translation>
    </message>
    <message>
        <source>Type six cards (a Sekhoma hand) or three (a Small Hand): number 1-6, then the suit letter {suits}, e.g. {example}</source>
        <translation>Введіть шість карт (рука Сехоми) або три (Мала рука): число 1-6, потім літера масті {suits}, напр., {example}</translation>
    </message>
    <message>
        <source>{count} of 6 cards</source>
        <translation>{count} з 6 карт</translation>
    </message>
    <message>
        <source>a hand has 6 cards (3 for a Small Hand), not {count}</source>
        <translation>рука має 6 карт (3 для Малої руки), а не {count}</translation>
    </message>
    <message>
        <source>Small Hand - rank {rank}, score {score}</source>
        <translation>Мала рука — ранг {rank}, очки {score}</translation>
    </message>
    <message>
        <source>Sekhoma hand - rank {rank}, score {score}</source>
        <translation>Рука Сехоми — ранг {rank}, очки {score}</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Перевірити</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Обмін</translation>
    </message>
    <message>
        <source>card {number}: {card}</source>
        <translation>карта {number}: {card}</translation>
    </message>
    <message numerus="yes">
        <source>at most %n cards may be exchanged</source>
        <translation><numerusform>можна обміняти щонайбільше %n карту</numerusform><numerusform>можна обміняти щонайбільше %n карти</numerusform><numerusform>можна обміняти щонайбільше %n карт</numerusform></translation>
    </message>
    <message>
        <source>{count} of max {most}</source>
        <translation>{count} з макс. {most}</translation>
    </message>
    <message>
        <source>1-6 mark · Enter sends · Esc cancels</source>
        <translation>1-6 — позначити · Enter — надіслати · Esc — скасувати</translation>
    </message>
    <message>
        <source>Betting round 1</source>
        <translation>Коло торгівлі 1</translation>
    </message>
    <message>
        <source>Betting round 2</source>
        <translation>Коло торгівлі 2</translation>
    </message>
    <message>
        <source>checked</source>
        <translation>чек</translation>
    </message>
    <message>
        <source>bet</source>
        <translation>ставка</translation>
    </message>
    <message>
        <source>in</source>
        <translation>у грі</translation>
    </message>
    <message>
        <source>exchanged</source>
        <translation>обмін зроблено</translation>
    </message>
    <message>
        <source>in the showdown</source>
        <translation>у розкритті</translation>
    </message>
    <message>
        <source>drew {count}</source>
        <translation>добір: {count}</translation>
    </message>
    <message>
        <source>Bet {amount}</source>
        <translation>Ставка {amount}</translation>
    </message>
    <message>
        <source>In hand {amount}</source>
        <translation>На руках {amount}</translation>
    </message>
    <message>
        <source>Bets this round</source>
        <translation>Ставки цього кола</translation>
    </message>
    <message>
        <source>Unmatched {amount} goes back to seat {seat}</source>
        <translation>Незрівняні {amount} повертаються місцю {seat}</translation>
    </message>
    <message>
        <source> (all-in)</source>
        <translation> (ол-ін)</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>Щоб зрівняти</translation>
    </message>
    <message>
        <source>No bet yet</source>
        <translation>Ставок ще немає</translation>
    </message>
    <message>
        <source>raises {made} of {most}</source>
        <translation>підвищень {made} з {most}</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} to exchange</source>
        <translation>Місце {seat} · {player} обмінює карти</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} to act</source>
        <translation>Місце {seat} · {player} — хід</translation>
    </message>
    <message>
        <source> ({category})</source>
        <comment>a take's hand</comment>
        <translation> ({category})</translation>
    </message>
    <message>
        <source>; rake {amount}</source>
        <translation>; рейк {amount}</translation>
    </message>
    <message>
        <source>Hand {hand} voided: every wager went back</source>
        <translation>Роздачу {hand} анульовано: усі ставки повернуто</translation>
    </message>
    <message>
        <source>rank {rank} · score {score}</source>
        <translation>ранг {rank} · очки {score}</translation>
    </message>
    <message>
        <source>{seat}: unmatched {amount} goes back</source>
        <translation>{seat}: незрівняні {amount} повертаються</translation>
    </message>
    <message>
        <source>{pot} {amount} (uncontested), seats {seats} eligible: &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount} (без суперників), претендують місця {seats}: &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{pot} {amount}, seats {seats} eligible: &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount}, претендують місця {seats}: &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pots</source>
        <translation>Банки</translation>
    </message>
    <message>
        <source>raise to</source>
        <translation>підвищити до</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>обмін</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>карти</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} discards</source>
        <translation>Місце {seat} · {player} скидає</translation>
    </message>
    <message>
        <source>not the showdown yet</source>
        <translation>ще не розкриття</translation>
    </message>
    <message>
        <source>the engine refused the showdown</source>
        <translation>рушій відхилив розкриття</translation>
    </message>
    <message>
        <source>Preview payout  [Enter]</source>
        <translation>Попередній перегляд виплат  [Enter]</translation>
    </message>
    <message>
        <source>Showdown: who is paid what</source>
        <translation>Розкриття: кому що виплачується</translation>
    </message>
    <message>
        <source>Confirm and pay  [Enter]</source>
        <translation>Підтвердити й виплатити  [Enter]</translation>
    </message>
    <message>
        <source>nothing is paid until you confirm</source>
        <translation>нічого не виплачується, доки ви не підтвердите</translation>
    </message>
    <message>
        <source>Type each shown hand: number 1-6 then suit {suits}, e.g. {example}. Enter moves to the next hand, then previews the payout.</source>
        <translation>Введіть кожну відкриту руку: число 1-6, потім масть {suits}, напр., {example}. Enter переходить до наступної руки, потім показує попередній перегляд виплат.</translation>
    </message>
    <message>
        <source>&amp;Trick check</source>
        <translation>Перевірка &amp;взятки</translation>
    </message>
    <message>
        <source>Key {key}</source>
        <translation>Клавіша {key}</translation>
    </message>
    <message>
        <source>In the dark</source>
        <translation>Наосліп</translation>
    </message>
    <message>
        <source>End the trick</source>
        <translation>Завершити взятку</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Нова роздача</translation>
    </message>
    <message>
        <source>Enter result</source>
        <translation>Ввести результат</translation>
    </message>
    <message>
        <source>Abandon match</source>
        <translation>Перервати партію</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очки</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Підтвердити</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Сині</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>Бурштинові</translation>
    </message>
    <message>
        <source>{side} · partners {seats}</source>
        <translation>{side} · партнери {seats}</translation>
    </message>
    <message>
        <source>{side} · partner {seats}</source>
        <translation>{side} · партнер {seats}</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>РОЗДАВАЧ</translation>
    </message>
    <message numerus="yes">
        <source>%n card in hand</source>
        <translation><numerusform>%n карта на руках</numerusform><numerusform>%n карти на руках</numerusform><numerusform>%n карт на руках</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n cards in hand</source>
        <translation><numerusform>%n карта на руках</numerusform><numerusform>%n карти на руках</numerusform><numerusform>%n карт на руках</numerusform></translation>
    </message>
    <message>
        <source>LEADS ON OR ENDS</source>
        <translation>ХОДИТЬ ДАЛІ АБО ЗАВЕРШУЄ</translation>
    </message>
    <message>
        <source>TO PLAY</source>
        <translation>ХІД</translation>
    </message>
    <message>
        <source>Between deals; seat {seat} deals next</source>
        <translation>Між роздачами; наступним роздає місце {seat}</translation>
    </message>
    <message>
        <source>Between deals</source>
        <translation>Між роздачами</translation>
    </message>
    <message>
        <source>Deal {deal} · dealt by seat {seat} · live cards</source>
        <translation>Роздача {deal} · роздає місце {seat} · живі карти</translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal} · dealt by seat {seat} · stock %n card</source>
        <translation><numerusform>Роздача {deal} · роздає місце {seat} · у колоді %n карта</numerusform><numerusform>Роздача {deal} · роздає місце {seat} · у колоді %n карти</numerusform><numerusform>Роздача {deal} · роздає місце {seat} · у колоді %n карт</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal} · dealt by seat {seat} · stock %n cards</source>
        <translation><numerusform>Роздача {deal} · роздає місце {seat} · у колоді %n карта</numerusform><numerusform>Роздача {deal} · роздає місце {seat} · у колоді %n карти</numerusform><numerusform>Роздача {deal} · роздає місце {seat} · у колоді %n карт</numerusform></translation>
    </message>
    <message>
        <source>Live cards: the host enters the deal's result when it has been played</source>
        <translation>Живі карти: ведучий вводить результат роздачі, коли її зіграно</translation>
    </message>
    <message>
        <source>No trick on the table</source>
        <translation>На столі немає взятки</translation>
    </message>
    <message>
        <source>dark</source>
        <comment>a card played in the dark</comment>
        <translation>наосліп</translation>
    </message>
    <message>
        <source>R{round}</source>
        <comment>a trick's round, short</comment>
        <translation>К{round}</translation>
    </message>
    <message>
        <source>S{seat}</source>
        <comment>a seat, short</comment>
        <translation>М{seat}</translation>
    </message>
    <message numerus="yes">
        <source>{points} points · %n trick</source>
        <translation><numerusform>{points} очок · %n взятка</numerusform><numerusform>{points} очок · %n взятки</numerusform><numerusform>{points} очок · %n взяток</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>{points} points · %n tricks</source>
        <translation><numerusform>{points} очок · %n взятка</numerusform><numerusform>{points} очок · %n взятки</numerusform><numerusform>{points} очок · %n взяток</numerusform></translation>
    </message>
    <message>
        <source>match {score}</source>
        <translation>партія {score}</translation>
    </message>
    <message>
        <source>Each deal settles alone</source>
        <translation>Кожна роздача розраховується окремо</translation>
    </message>
    <message>
        <source>No match under way (a match is to {target})</source>
        <translation>Жодна партія не триває (партія — до {target} очок)</translation>
    </message>
    <message>
        <source>Match to {target}: {first} – {second} · {held} held for the next deal's winners</source>
        <translation>Партія до {target}: {first} – {second} · {held} переходить до переможців наступної роздачі</translation>
    </message>
    <message>
        <source>Match to {target}: {first} – {second}</source>
        <translation>Партія до {target}: {first} – {second}</translation>
    </message>
    <message>
        <source>N deals the next deal</source>
        <translation>N — роздати наступну роздачу</translation>
    </message>
    <message>
        <source>Enter the deal's result (R) when it has been played</source>
        <translation>Введіть результат роздачі (R), коли її зіграно</translation>
    </message>
    <message>
        <source>Seat {seat} led: lead again (a number key) or end the trick (E)</source>
        <translation>Місце {seat} ходило першим: знову ходити першим (клавіша з номером) або завершити взятку (E)</translation>
    </message>
    <message>
        <source>Seat {seat} ends the trick (E)</source>
        <translation>Місце {seat} завершує взятку (E)</translation>
    </message>
    <message>
        <source>Seat {seat} plays a card (its number key) or play in the dark (D)</source>
        <translation>Місце {seat} грає карту (клавіша з її номером) або грає наосліп (D)</translation>
    </message>
    <message>
        <source>Seat {seat} plays a card (its number key)</source>
        <translation>Місце {seat} грає карту (клавіша з її номером)</translation>
    </message>
    <message>
        <source>Points of the dealer's side ({sides}), 0 to {total} (in tens)</source>
        <translation>Очки сторони роздавача ({sides}), від 0 до {total} (десятками)</translation>
    </message>
    <message>
        <source>Points of the dealer's side ({sides}), 0 to {total}</source>
        <translation>Очки сторони роздавача ({sides}), від 0 до {total}</translation>
    </message>
    <message>
        <source>Points of the non-dealers ({sides}), 0 to {total} (in tens)</source>
        <translation>Очки тих, що не роздають ({sides}), від 0 до {total} (десятками)</translation>
    </message>
    <message>
        <source>Points of the non-dealers ({sides}), 0 to {total}</source>
        <translation>Очки тих, що не роздають ({sides}), від 0 до {total}</translation>
    </message>
    <message>
        <source>Seat {seat} · {name} leads again or ends the trick</source>
        <translation>Місце {seat} · {name} знову ходить першим або завершує взятку</translation>
    </message>
    <message>
        <source>Seat {seat} · {name} plays</source>
        <translation>Місце {seat} · {name} — хід</translation>
    </message>
    <message numerus="yes">
        <source>seat {seat} holds %n cards</source>
        <translation><numerusform>у місця {seat} %n карта</numerusform><numerusform>у місця {seat} %n карти</numerusform><numerusform>у місця {seat} %n карт</numerusform></translation>
    </message>
    <message>
        <source>{card} cannot be played now</source>
        <translation>{card} зараз зіграти не можна</translation>
    </message>
    <message>
        <source>no play in the dark now</source>
        <translation>зараз не можна грати наосліп</translation>
    </message>
    <message>
        <source>no trick can be ended now: it ends after a whole round</source>
        <translation>зараз жодну взятку не можна завершити: вона завершується після повного кола</translation>
    </message>
    <message>
        <source>no new deal now</source>
        <translation>зараз не можна почати нову роздачу</translation>
    </message>
    <message>
        <source>no deal's result is awaited now</source>
        <translation>зараз результат роздачі не очікується</translation>
    </message>
    <message>
        <source>type the points</source>
        <translation>введіть очки</translation>
    </message>
    <message>
        <source>the points are a whole number, not {text}</source>
        <translation>очки — ціле число, а не {text}</translation>
    </message>
    <message>
        <source>seats {seats} pay {amount} each</source>
        <translation>місця {seats} сплачують по {amount}</translation>
    </message>
    <message>
        <source>no match is under way to abandon</source>
        <translation>немає партії, яку можна перервати</translation>
    </message>
    <message>
        <source>Abandon the match</source>
        <translation>Перервати партію</translation>
    </message>
    <message>
        <source>The match ends here: what was settled stays settled and nothing more is; a deal in play is voided. A pit boss approves with their name and PIN.</source>
        <translation>Партія завершується тут: уже розраховане залишається розрахованим, і більше нічого не розраховується; роздачу, що триває, буде анульовано. Піт-бос затверджує своїм ім’ям і PIN-кодом.</translation>
    </message>
    <message>
        <source>why the match ends (e.g. a player was taken ill)</source>
        <translation>чому партія завершується (напр., гравцеві стало зле)</translation>
    </message>
    <message>
        <source>Trick check</source>
        <translation>Перевірка взятки</translation>
    </message>
    <message>
        <source>Type the cards in the order played, the leader's first, each further round after a |, e.g. {example}</source>
        <translation>Введіть карти в порядку гри, спершу карту того, хто ходить першим, кожне наступне коло — після |, напр., {example}</translation>
    </message>
    <message>
        <source>game</source>
        <translation>гра</translation>
    </message>
    <message>
        <source>players</source>
        <translation>гравці</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>The leader takes it: {cards} cards, {points} points</source>
        <translation>Її забирає той, хто ходив першим: карт — {cards}, очок — {points}</translation>
    </message>
    <message>
        <source>Player {place} in the order of play takes it: {cards} cards, {points} points</source>
        <translation>Її забирає гравець {place} за порядком ходу: карт — {cards}, очок — {points}</translation>
    </message>
    <message>
        <source>{typed} of {most}</source>
        <comment>cards typed</comment>
        <translation>{typed} з {most}</translation>
    </message>
    <message numerus="yes">
        <source>%n cards typed</source>
        <translation><numerusform>введено %n карту</numerusform><numerusform>введено %n карти</numerusform><numerusform>введено %n карт</numerusform></translation>
    </message>
    <message>
        <source>seat {seat}: {why}</source>
        <translation>місце {seat}: {why}</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Про {app}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Версія {version}</translation>
    </message>
    <message>
        <source>The dealer console for live {games} tables: it enforces the house rules, ranks the hands and logs every wager.</source>
        <translation>Дилерська консоль для живих столів {games}: вона стежить за дотриманням правил закладу, визначає старшинство рук і записує кожну ставку.</translation>
    </message>
    <message>
        <source>Send it again</source>
        <translation>Надіслати ще раз</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Відкинути</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>{app} - dealer console</source>
        <translation>{app} — дилерська консоль</translation>
    </message>
    <message>
        <source>Pit</source>
        <comment>the pit overview's tab</comment>
        <translation>Піт</translation>
    </message>
    <message>
        <source>{name} ({role})</source>
        <translation>{name} ({role})</translation>
    </message>
    <message>
        <source>Database: {where}</source>
        <translation>База даних: {where}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Change my &amp;PIN…</source>
        <translation>Змінити &amp;PIN-код…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>В&amp;ийти</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Завершити роботу</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Стіл</translation>
    </message>
    <message>
        <source>&amp;Pit overview</source>
        <translation>&amp;Огляд піта</translation>
    </message>
    <message>
        <source>Open &amp;selected table</source>
        <translation>Відкрити &amp;вибраний стіл</translation>
    </message>
    <message>
        <source>&amp;Next tab</source>
        <translation>&amp;Наступна вкладка</translation>
    </message>
    <message>
        <source>P&amp;revious tab</source>
        <translation>&amp;Попередня вкладка</translation>
    </message>
    <message>
        <source>&amp;Pit</source>
        <translation>&amp;Піт</translation>
    </message>
    <message>
        <source>Open &amp;shift…</source>
        <translation>Відкрити з&amp;міну…</translation>
    </message>
    <message>
        <source>&amp;Close shift…</source>
        <translation>&amp;Закрити зміну…</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>&amp;Новий стіл…</translation>
    </message>
    <message>
        <source>&amp;Open table…</source>
        <translation>&amp;Відкрити стіл…</translation>
    </message>
    <message>
        <source>C&amp;lose table…</source>
        <translation>Закрити с&amp;тіл…</translation>
    </message>
    <message>
        <source>&amp;Fill…</source>
        <translation>&amp;Поповнення…</translation>
    </message>
    <message>
        <source>C&amp;redit…</source>
        <translation>Поверн&amp;ення…</translation>
    </message>
    <message>
        <source>Sl&amp;ips…</source>
        <translation>&amp;Квитанції…</translation>
    </message>
    <message>
        <source>Count roo&amp;m…</source>
        <translation>&amp;Лічильна кімната…</translation>
    </message>
    <message>
        <source>F&amp;aults…</source>
        <translation>З&amp;бої…</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>&amp;Гравці…</translation>
    </message>
    <message>
        <source>Shift re&amp;ports…</source>
        <translation>Зв&amp;іти за зміну…</translation>
    </message>
    <message>
        <source>House &amp;rules</source>
        <translation>Прав&amp;ила закладу</translation>
    </message>
    <message>
        <source>&amp;Users…</source>
        <translation>Корист&amp;увачі…</translation>
    </message>
    <message>
        <source>Pit se&amp;ttings…</source>
        <translation>Нала&amp;штування піта…</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>&amp;Інструменти</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Клавіші</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>&amp;Про {app}</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Правила закладу</translation>
    </message>
    <message>
        <source>Shift reports</source>
        <translation>Звіти за зміну</translation>
    </message>
    <message>
        <source>select a table in the pit overview first</source>
        <translation>спершу виберіть стіл в огляді піта</translation>
    </message>
    <message>
        <source>Open shift</source>
        <translation>Відкрити зміну</translation>
    </message>
    <message>
        <source>Name of the shift:</source>
        <translation>Назва зміни:</translation>
    </message>
    <message>
        <source>Shift {shift} is open.</source>
        <translation>Зміну {shift} відкрито.</translation>
    </message>
    <message>
        <source>no shift is open</source>
        <translation>жодна зміна не відкрита</translation>
    </message>
    <message>
        <source>Close shift</source>
        <translation>Закрити зміну</translation>
    </message>
    <message>
        <source>Close shift {shift}?</source>
        <translation>Закрити зміну {shift}?</translation>
    </message>
    <message>
        <source>Shift {shift} is closed.</source>
        <translation>Зміну {shift} закрито.</translation>
    </message>
    <message>
        <source>Table {table} is on the floor; open it to play.</source>
        <translation>Стіл {table} у залі; відкрийте його, щоб грати.</translation>
    </message>
    <message>
        <source>open a shift first (Pit ▸ Open shift)</source>
        <translation>спершу відкрийте зміну (Піт ▸ Відкрити зміну)</translation>
    </message>
    <message>
        <source>Open {table}</source>
        <translation>Відкрити стіл {table}</translation>
    </message>
    <message>
        <source>The opener: the chips in the tray by denomination, counted by the pit boss and signed by the table's dealer. It is compared with the table's last closer before anyone signs.</source>
        <translation>Перерахунок при відкритті: фішки в лотку за номіналами, підраховані піт-босом і підписані дилером столу. Перш ніж хтось підпише, його порівнюють з останнім перерахунком столу при закритті.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>the second signer of a count</comment>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>{table} is open in shift {shift}.</source>
        <translation>Стіл {table} відкрито в зміні {shift}.</translation>
    </message>
    <message>
        <source>Close {table}</source>
        <translation>Закрити стіл {table}</translation>
    </message>
    <message>
        <source>The closer: the chips left in the tray by denomination, counted by the pit boss and signed by the table's dealer.</source>
        <translation>Перерахунок при закритті: фішки, що залишилися в лотку, за номіналами, підраховані піт-босом і підписані дилером столу.</translation>
    </message>
    <message>
        <source>{table} is closed.</source>
        <translation>Стіл {table} закрито.</translation>
    </message>
    <message>
        <source>Fill slip fill {slip} for {table}.</source>
        <translation>Квитанція поповнення {slip} для {table}.</translation>
    </message>
    <message>
        <source>Credit slip credit {slip} for {table}.</source>
        <translation>Квитанція повернення {slip} для {table}.</translation>
    </message>
    <message>
        <source>Your PIN is changed; use the new one from now on.</source>
        <translation>Ваш PIN-код змінено; відтепер використовуйте новий.</translation>
    </message>
    <message>
        <source>Your PIN was set before the PIN rules and no longer meets them; choose a new one to go on.</source>
        <translation>Ваш PIN-код установлено до запровадження правил для PIN-кодів, і він їм більше не відповідає; щоб продовжити, виберіть новий.</translation>
    </message>
    <message>
        <source>The database cannot be reached ({reason}). Play is stopped; nothing that was confirmed is lost, and the entry being sent is kept. Trying again every 2 s…</source>
        <translation>Немає зв’язку з базою даних ({reason}). Гру зупинено; нічого з підтвердженого не втрачено, а введення, що надсилається, збережено. Повторна спроба кожні 2 с…</translation>
    </message>
    <message>
        <source>The database is back.</source>
        <translation>Зв’язок із базою даних відновлено.</translation>
    </message>
    <message>
        <source>The last entry ({entry} at {table}, entered by {name}) may not have been written: send it again (it acts once, even if it was), or discard it.</source>
        <translation>Останнє введення ({entry} за столом {table}, внесення: {name}) могло не записатися: надішліть його ще раз (воно виконається один раз, навіть якщо вже записалося) або відкиньте.</translation>
    </message>
    <message>
        <source>The last entry ({entry} at {table}) may not have been written: send it again (it acts once, even if it was), or discard it.</source>
        <translation>Останнє введення ({entry} за столом {table}) могло не записатися: надішліть його ще раз (воно виконається один раз, навіть якщо вже записалося) або відкиньте.</translation>
    </message>
    <message>
        <source>A console stopped with an entry kept.</source>
        <translation>Консоль зупинилася зі збереженим введенням.</translation>
    </message>
    <message>
        <source>{sentence} (Pit, Faults… for a pit boss)</source>
        <translation>{sentence} (Піт, Збої… для піт-боса)</translation>
    </message>
    <message>
        <source>Approve the kept entry</source>
        <translation>Затвердити збережене введення</translation>
    </message>
    <message>
        <source>{name} approved this entry before the console stopped; a PIN is not kept on disk, so the approval is asked again.</source>
        <translation>Це введення затверджено ({name}) до зупинки консолі; PIN-код не зберігається на диску, тож затвердження запитується знову.</translation>
    </message>
    <message>
        <source>The kept entry was sent.</source>
        <translation>Збережене введення надіслано.</translation>
    </message>
    <message>
        <source>Another console stopped with an entry kept.</source>
        <translation>Інша консоль зупинилася зі збереженим введенням.</translation>
    </message>
    <message>
        <source>The kept entry was discarded.</source>
        <translation>Збережене введення відкинуто.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавіші</translation>
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
        <translation>Усюди: F2 — огляд піта, Ctrl+PgUp/PgDown — вкладки, Ctrl+R — правила закладу,
Ctrl+K — перевірка руки, Ctrl+J — перевірка взятки, Ctrl+Q — вихід.

За столом: 1-7 — вибрати місце, Ctrl+P — посадити гравця (гравця з карткою — як # і номер
картки), Ctrl+B — купити фішки, Ctrl+L — вивести фішки, Ctrl+Shift+V — анулювати роздачу (затверджує
піт-бос), F9 — перегляд гри (там: виправити розраховану роздачу, зареєструвати скаргу), F8 — зареєструвати
скаргу гостя, F6 — показати або сховати показники кожного місця за цю сесію, F5 — перезавантажити.
Кожна кнопка дії показує свою клавішу; Enter надсилає суму, Escape скасовує її.

Піт-бос: Ctrl+Shift+O — відкрити стіл (перерахунок при відкритті, що відрізняється від останнього перерахунку при закритті,
показується перед підписанням), Ctrl+Shift+C — закрити його, Ctrl+Shift+F — поповнення, Ctrl+Shift+R — повернення,
Ctrl+Shift+I — квитанції (анулювання, рукописна квитанція, пропуски), Ctrl+Shift+M — лічильна кімната, Ctrl+Shift+S — звіти
за зміну (там Ctrl+E експортує звіт вибраної зміни в PDF, F5 знову зчитує показники;
а також з початку дня, місяця й року та відхилення); Піт, Збої — для столу,
зупиненого через запис, що не пройшов перевірку; Ctrl+Shift+P — гравці (найкращі гравці зміни
за тео, позначки гри з перевагою, реєстрація й об’єднання гравців із карткою, сторінка гравця); Піт,
Користувачі — деактивація, відновлення й розблокування користувачів, скидання PIN-коду та зміна ролі.

Бухгалтерія: квитанції, лічильна кімната й звіти за зміну — для перегляду. Лічильна група: Ctrl+Shift+M.

Усі: Файл, Змінити PIN-код.</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Фішка</translation>
    </message>
    <message>
        <source>Second signer</source>
        <translation>Другий підписант</translation>
    </message>
    <message>
        <source>{difference}. Check the tray; to sign with this difference, press OK again.</source>
        <translation>{difference}. Перевірте лоток; щоб підписати з цією різницею, натисніть OK ще раз.</translation>
    </message>
    <message>
        <source>Sign with the difference</source>
        <translation>Підписати з різницею</translation>
    </message>
    <message>
        <source>the second signer enters their name and PIN</source>
        <translation>другий підписант вводить своє ім’я та PIN-код</translation>
    </message>
    <message>
        <source>the second signer must be another person</source>
        <translation>другим підписантом має бути інша особа</translation>
    </message>
    <message>
        <source>e.g. Pit 1</source>
        <translation>напр., Піт 1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Розташування</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Новий стіл</translation>
    </message>
    <message>
        <source>v{version}</source>
        <translation>v{version}</translation>
    </message>
    <message>
        <source>Default rules (published as a new version)</source>
        <translation>Типові правила (опубліковано як нову версію)</translation>
    </message>
    <message>
        <source>Approve house rules</source>
        <translation>Затвердити правила закладу</translation>
    </message>
    <message>
        <source>The default house rules of {game}, published as a new version for this table. Another pit boss or an administrator approves it with their name and PIN; nobody approves the rules they publish.</source>
        <translation>Типові правила закладу для гри {game}, опубліковані як нова версія для цього столу. Їх затверджує інший піт-бос або адміністратор своїм ім’ям і PIN-кодом; ніхто не затверджує правила, які сам публікує.</translation>
    </message>
    <message>
        <source>not created: a second supervisor approves the rules</source>
        <translation>не створено: правила затверджує другий супервайзер</translation>
    </message>
    <message>
        <source>Administrator</source>
        <translation>Адміністратор</translation>
    </message>
    <message>
        <source>Accounting (reads, changes nothing)</source>
        <translation>Бухгалтерія (читає, нічого не змінює)</translation>
    </message>
    <message>
        <source>Count team</source>
        <translation>Лічильна група</translation>
    </message>
    <message>
        <source>PIN ({shortest}-12 digits)</source>
        <translation>PIN-код ({shortest}-12 цифр)</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>PIN again</source>
        <translation>PIN-код ще раз</translation>
    </message>
    <message>
        <source>Add a user</source>
        <translation>Додати користувача</translation>
    </message>
    <message>
        <source>the two PINs differ; type the same PIN twice</source>
        <translation>PIN-коди відрізняються; введіть той самий PIN-код двічі</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Дроп</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Виграш</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Холд</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a table's status</comment>
        <translation>відкрито</translation>
    </message>
    <message>
        <source>in play</source>
        <comment>a table's status</comment>
        <translation>у грі</translation>
    </message>
    <message>
        <source>closed</source>
        <comment>a table's status</comment>
        <translation>закрито</translation>
    </message>
    <message>
        <source>Counted win: drop + closer + credits - opener - fills</source>
        <translation>Підрахований виграш: дроп + перерахунок при закритті + повернення - перерахунок при відкритті - поповнення</translation>
    </message>
    <message>
        <source>Running win from the wager log; the counted win comes with the closer</source>
        <translation>Поточний виграш за журналом ставок; підрахований виграш з’являється з перерахунком при закритті</translation>
    </message>
    <message>
        <source>Enter or double-click opens a table.  * win from the wager log while the table is open; the counted win comes with the closer.</source>
        <translation>Enter або подвійне клацання відкриває стіл.  * виграш за журналом ставок, поки стіл відкритий; підрахований виграш з’являється з перерахунком при закритті.</translation>
    </message>
    <message>
        <source>Connecting to the floor's live updates…</source>
        <translation>Підключення до оновлень залу в реальному часі…</translation>
    </message>
    <message>
        <source>Live: each table's line follows its commands.</source>
        <translation>Наживо: рядок кожного столу відстежує його команди.</translation>
    </message>
    <message>
        <source>Live updates lost ({reason}); reading the floor every {seconds} s until they are back.</source>
        <translation>Оновлення в реальному часі втрачено ({reason}); зал зчитується кожні {seconds} с, доки їх не буде відновлено.</translation>
    </message>
    <message>
        <source>Figures not refreshed: {error}</source>
        <translation>Показники не оновлено: {error}</translation>
    </message>
    <message>
        <source>Shift: {shifts}</source>
        <translation>Зміна: {shifts}</translation>
    </message>
    <message>
        <source>No shift is open.</source>
        <translation>Жодна зміна не відкрита.</translation>
    </message>
    <message>
        <source>The floor server backs the floor up every {hours} h (pit settings: {setting}); each copy is checked by restoring it. {command} lists them.</source>
        <translation>Сервер залу створює резервну копію кожні {hours} год (налаштування піта: {setting}); кожну копію перевіряють відновленням. {command} показує їх список.</translation>
    </message>
    <message>
        <source>Pit settings</source>
        <translation>Налаштування піта</translation>
    </message>
    <message>
        <source>Why the settings change (printed with the version)</source>
        <translation>Чому змінюються налаштування (друкується з версією)</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>Затвердження</translation>
    </message>
    <message>
        <source>Make the next version</source>
        <translation>Створити наступну версію</translation>
    </message>
    <message>
        <source>An administrator changes the settings for the whole floor: edit the text, say why, and have a second supervisor approve the new version.</source>
        <translation>Адміністратор змінює налаштування для всього залу: відредагуйте текст, поясніть причину й отримайте затвердження нової версії другим супервайзером.</translation>
    </message>
    <message>
        <source>The settings in force cannot be shown.</source>
        <translation>Чинні налаштування неможливо показати.</translation>
    </message>
    <message>
        <source>the text</source>
        <comment>the settings</comment>
        <translation>текст</translation>
    </message>
    <message>
        <source>Version {version} is in force on every console.</source>
        <translation>Версія {version} діє на кожній консолі.</translation>
    </message>
    <message>
        <source>In force: {version}.</source>
        <translation>Діє: {version}.</translation>
    </message>
    <message>
        <source>In force: {version}. Why: {note}</source>
        <translation>Діє: {version}. Причина: {note}</translation>
    </message>
    <message>
        <source>{shift} (open)</source>
        <comment>a shift</comment>
        <translation>{shift} (відкрита)</translation>
    </message>
    <message>
        <source>{shift} (closed)</source>
        <comment>a shift</comment>
        <translation>{shift} (закрита)</translation>
    </message>
    <message>
        <source>What the house expected to win from this play: the bets times the exact edge of the rules each hand was played under (at a pool game: the rake and fees the play paid).</source>
        <translation>Скільки казино очікувало виграти на цій грі: ставки, помножені на точну перевагу правил, за якими зіграно кожну роздачу (у грі з банком між гравцями — рейк і збори, сплачені за гру).</translation>
    </message>
    <message>
        <source>The theo less what the player's own decisions gained over copying the dealer: below zero, the game is negative for the house against this player.</source>
        <translation>Тео мінус те, що власні рішення гравця дали порівняно з копіюванням дилера: нижче нуля — гра від’ємна для казино проти цього гравця.</translation>
    </message>
    <message>
        <source>What the player won (+) or lost (-); a dash while a pool game's visit is in play.</source>
        <translation>Виграш (+) або програш (-) гравця; прочерк, поки візит до гри з банком між гравцями триває.</translation>
    </message>
    <message>
        <source>0.00 copies the dealer, 1.00 always splits best (a game whose decisions count).</source>
        <translation>0.00 — копіює дилера, 1.00 — завжди розкладає найкраще (у грі, де рішення мають значення).</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Столи</translation>
    </message>
    <message>
        <source>Visits</source>
        <translation>Візити</translation>
    </message>
    <message>
        <source>Time
played</source>
        <translation>Час
гри</translation>
    </message>
    <message>
        <source>Average
bet</source>
        <translation>Середня
ставка</translation>
    </message>
    <message>
        <source>Total
bet</source>
        <translation>Усього
поставлено</translation>
    </message>
    <message>
        <source>Theo</source>
        <translation>Тео</translation>
    </message>
    <message>
        <source>Theo at
their play</source>
        <translation>Тео за
його грою</translation>
    </message>
    <message>
        <source>Skill
index</source>
        <translation>Індекс
майстерності</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Позначка</translation>
    </message>
    <message>
        <source>Seated time less the time sitting out, h:mm.</source>
        <translation>Час за столом мінус час пропусків, г:хх.</translation>
    </message>
    <message>
        <source>Flagged for advantage play (see Advantage play).</source>
        <translation>Позначено за гру з перевагою (див. Гра з перевагою).</translation>
    </message>
    <message>
        <source>Double-click for the player's page.</source>
        <translation>Подвійне клацання — сторінка гравця.</translation>
    </message>
    <message>
        <source>Not a rated player: seated by name.</source>
        <translation>Не гравець із карткою: посаджено за ім’ям.</translation>
    </message>
    <message>
        <source>Flagged for advantage play: see the Advantage play tab.</source>
        <translation>Позначено за гру з перевагою: див. вкладку «Гра з перевагою».</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Час</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Подробиці</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Картка</translation>
    </message>
    <message>
        <source>Enrolled</source>
        <translation>Зареєстровано</translation>
    </message>
    <message>
        <source>Merged into</source>
        <translation>Об’єднано з</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>Every card whose play counts as this player's.</source>
        <translation>Кожна картка, гра за якою зараховується цьому гравцеві.</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Відкрито</translation>
    </message>
    <message>
        <source>in play</source>
        <comment>a visit</comment>
        <translation>у грі</translation>
    </message>
    <message>
        <source>This visit was flagged for advantage play.</source>
        <translation>Цей візит позначено за гру з перевагою.</translation>
    </message>
    <message>
        <source>the number on the card, e.g. 10442</source>
        <translation>номер на картці, напр., 10442</translation>
    </message>
    <message>
        <source>the player's name, as on their ID</source>
        <translation>ім’я гравця, як у його документі</translation>
    </message>
    <message>
        <source>Card</source>
        <comment>a player's card</comment>
        <translation>Картка</translation>
    </message>
    <message>
        <source>Name</source>
        <comment>a player's name</comment>
        <translation>Ім’я</translation>
    </message>
    <message>
        <source>The dealer seats a rated player as # and the card number (#10442); the name is seen only by pit bosses and administrators.</source>
        <translation>Дилер садить гравця з карткою як # і номер картки (#10442); ім’я бачать лише піт-боси й адміністратори.</translation>
    </message>
    <message>
        <source>Enrol a rated player</source>
        <translation>Зареєструвати гравця з карткою</translation>
    </message>
    <message>
        <source>how the pit knows they are one person</source>
        <translation>звідки піт знає, що це одна особа</translation>
    </message>
    <message>
        <source>Merge card</source>
        <translation>Об’єднати картку</translation>
    </message>
    <message>
        <source>into card</source>
        <comment>merge one card into another</comment>
        <translation>з карткою</translation>
    </message>
    <message>
        <source>The first card's play counts as the second's from now on, past visits included. Neither record is deleted, and the merge is logged.</source>
        <translation>Гра за першою карткою відтепер зараховується другій, включно з минулими візитами. Жоден запис не видаляється, а об’єднання записується в журнал.</translation>
    </message>
    <message>
        <source>Merge two players' records</source>
        <translation>Об’єднати записи двох гравців</translation>
    </message>
    <message>
        <source>there are not two records to merge</source>
        <translation>немає двох записів для об’єднання</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Сесії</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Час гри</translation>
    </message>
    <message>
        <source>Average bet</source>
        <translation>Середня ставка</translation>
    </message>
    <message>
        <source>Total bet</source>
        <translation>Усього поставлено</translation>
    </message>
    <message>
        <source>Theo at their play</source>
        <translation>Тео за його грою</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Рішення</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Позначки</translation>
    </message>
    <message>
        <source>{decisions}: {best} best, {mirror} as the dealer</source>
        <translation>{decisions}: найкращих {best}, як у дилера {mirror}</translation>
    </message>
    <message>
        <source>Player {card}</source>
        <translation>Гравець {card}</translation>
    </message>
    <message>
        <source>Reading the player's record…</source>
        <translation>Читання запису гравця…</translation>
    </message>
    <message>
        <source>No advantage-play flag.</source>
        <translation>Позначок гри з перевагою немає.</translation>
    </message>
    <message>
        <source>Advantage-play flags</source>
        <translation>Позначки гри з перевагою</translation>
    </message>
    <message>
        <source>nobody is signed in at this console</source>
        <translation>на цій консолі ніхто не увійшов</translation>
    </message>
    <message>
        <source>Player {card}: {name}</source>
        <translation>Гравець {card}: {name}</translation>
    </message>
    <message>
        <source>Card {card}; also plays as {cards} (merged). No visit yet.</source>
        <translation>Картка {card}; також грає як {cards} (об’єднано). Візитів ще немає.</translation>
    </message>
    <message>
        <source>Card {card}; also plays as {cards} (merged)</source>
        <translation>Картка {card}; також грає як {cards} (об’єднано)</translation>
    </message>
    <message>
        <source>Card {card}. No visit yet.</source>
        <translation>Картка {card}. Візитів ще немає.</translation>
    </message>
    <message>
        <source>Card {card}</source>
        <comment>a player's page</comment>
        <translation>Картка {card}</translation>
    </message>
    <message numerus="yes">
        <source>…and %n older flags: every flag is in the Players window's Advantage play tab.</source>
        <translation><numerusform>…і ще %n старіша позначка: усі позначки є на вкладці «Гра з перевагою» вікна «Гравці».</numerusform><numerusform>…і ще %n старіші позначки: усі позначки є на вкладці «Гра з перевагою» вікна «Гравці».</numerusform><numerusform>…і ще %n старіших позначок: усі позначки є на вкладці «Гра з перевагою» вікна «Гравці».</numerusform></translation>
    </message>
    <message>
        <source>…and 1 older flag: every flag is in the Players window's Advantage play tab.</source>
        <translation>…і ще 1 старіша позначка: усі позначки є на вкладці «Гра з перевагою» вікна «Гравці».</translation>
    </message>
    <message>
        <source>The tables play in different currencies: the sums are in each visit's line.</source>
        <translation>Столи грають у різних валютах: суми наведено в рядку кожного візиту.</translation>
    </message>
    <message>
        <source>Rated players' figures, the advantage-play flags and the players' records. Names are for pit bosses and administrators; each player page read is logged. Double-click a rated player for their page.</source>
        <translation>Показники гравців із карткою, позначки гри з перевагою та записи гравців. Імена — для піт-босів і адміністраторів; кожен перегляд сторінки гравця записується в журнал. Подвійне клацання по гравцю з карткою відкриває його сторінку.</translation>
    </message>
    <message>
        <source>Refresh  [{key}]</source>
        <translation>Оновити  [{key}]</translation>
    </message>
    <message>
        <source>Highest theo first; {flag} and a red row: flagged for advantage play. Theo at their play below zero (red): the game is negative for the house against them. Result: the player's win (+) or loss (-).</source>
        <translation>Спершу найвище тео; {flag} і червоний рядок — позначено за гру з перевагою. Тео за його грою нижче нуля (червоним): гра від’ємна для казино проти нього. Результат: виграш (+) або програш (-) гравця.</translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation>Сьогодні ввечері</translation>
    </message>
    <message>
        <source>No player has been flagged.</source>
        <translation>Жодного гравця не позначено.</translation>
    </message>
    <message>
        <source>A visit of enough rounds whose theo at the player's own play is below zero is flagged once, after the round that shows it. Newest first.</source>
        <translation>Візит із достатньою кількістю раундів, тео якого за власною грою гравця нижче нуля, позначається один раз, після раунду, що це показує. Спершу найновіші.</translation>
    </message>
    <message>
        <source>Advantage play</source>
        <translation>Гра з перевагою</translation>
    </message>
    <message>
        <source>Enrol…</source>
        <translation>Зареєструвати…</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Об’єднати…</translation>
    </message>
    <message>
        <source>Open page</source>
        <translation>Відкрити сторінку</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Записи</translation>
    </message>
    <message>
        <source>No shift yet: a pit boss opens one from Pit ▸ Open shift.</source>
        <translation>Зміни ще немає: піт-бос відкриває її через Піт ▸ Відкрити зміну.</translation>
    </message>
    <message>
        <source>Nobody has played in this shift yet.</source>
        <translation>У цій зміні ще ніхто не грав.</translation>
    </message>
    <message>
        <source>Advantage play ({count})</source>
        <translation>Гра з перевагою ({count})</translation>
    </message>
    <message>
        <source>Records ({count})</source>
        <translation>Записи ({count})</translation>
    </message>
    <message>
        <source>{name} is enrolled on card {card}: the dealer seats them as {seated}.</source>
        <translation>{name} зареєстровано на картку {card}: дилер садить гравця як {seated}.</translation>
    </message>
    <message>
        <source>Merged: the play of {cards} now counts as {name}'s ({card}).</source>
        <translation>Об’єднано: гра {cards} тепер зараховується гравцеві {name} ({card}).</translation>
    </message>
    <message>
        <source>select a player's record first</source>
        <translation>спершу виберіть запис гравця</translation>
    </message>
    <message>
        <source>this player is not rated: only a player seated by card has a page</source>
        <translation>цей гравець без картки: сторінку має лише гравець, посаджений за карткою</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer button's marker</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>The button</source>
        <translation>Баттон</translation>
    </message>
    <message>
        <source>{action} is not possible now</source>
        <translation>{action} зараз неможливо</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} — {doing}</source>
        <translation>Місце {seat} · {player} — {doing}</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>Між роздачами</translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation>Роздача {hand}</translation>
    </message>
    <message>
        <source>Hand {hand} next</source>
        <translation>Далі роздача {hand}</translation>
    </message>
    <message>
        <source>No hand yet</source>
        <translation>Роздач ще немає</translation>
    </message>
    <message>
        <source>seats {seats}</source>
        <translation>місця {seats}</translation>
    </message>
    <message>
        <source>seat {seat} {player} takes {amount}{note}</source>
        <translation>місце {seat} {player} забирає {amount}{note}</translation>
    </message>
    <message>
        <source>seat {seat} takes {amount}{note}</source>
        <translation>місце {seat} забирає {amount}{note}</translation>
    </message>
    <message>
        <source>Hand {hand}: {takes}{tail}</source>
        <translation>Роздача {hand}: {takes}{tail}</translation>
    </message>
    <message>
        <source>Paid</source>
        <comment>what to push to each seat after a showing</comment>
        <translation>Виплачено</translation>
    </message>
    <message>
        <source>Enter the shown hands</source>
        <translation>Введіть відкриті руки</translation>
    </message>
    <message>
        <source>Preview  [Enter]</source>
        <translation>Попередній перегляд  [Enter]</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Попередній перегляд</translation>
    </message>
    <message>
        <source>Confirm  [Enter]</source>
        <translation>Підтвердити  [Enter]</translation>
    </message>
    <message>
        <source>nothing is written until you confirm</source>
        <translation>нічого не записується, доки ви не підтвердите</translation>
    </message>
    <message>
        <source>Cancel  [Esc]</source>
        <translation>Скасувати  [Esc]</translation>
    </message>
    <message>
        <source>Back to the cards  [Esc]</source>
        <translation>Назад до карт  [Esc]</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>ол-ін</translation>
    </message>
    <message>
        <source>pot award</source>
        <translation>присудження банку</translation>
    </message>
    <message>
        <source>time charge</source>
        <translation>плата за час</translation>
    </message>
    <message>
        <source>win both</source>
        <translation>виграш обох</translation>
    </message>
    <message>
        <source>win large</source>
        <translation>виграш Великої</translation>
    </message>
    <message>
        <source>void return</source>
        <translation>повернення при анулюванні</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>перервано</translation>
    </message>
    <message>
        <source>action</source>
        <translation>дія</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>анте</translation>
    </message>
    <message>
        <source>call</source>
        <translation>зрівнювання</translation>
    </message>
    <message>
        <source>commission</source>
        <translation>комісія</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>виправлення</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>роздача</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>програш</translation>
    </message>
    <message>
        <source>match</source>
        <translation>партія</translation>
    </message>
    <message>
        <source>push</source>
        <translation>нічия</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>підвищення</translation>
    </message>
    <message>
        <source>rake</source>
        <translation>рейк</translation>
    </message>
    <message>
        <source>return</source>
        <translation>повернення</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>розкриття</translation>
    </message>
    <message>
        <source>split</source>
        <translation>розділено</translation>
    </message>
    <message>
        <source>svara</source>
        <translation>свара</translation>
    </message>
    <message>
        <source>triple</source>
        <translation>трійка</translation>
    </message>
    <message>
        <source>withdraw</source>
        <translation>зняття ставки</translation>
    </message>
    <message>
        <source>in play</source>
        <comment>a hand's outcome</comment>
        <translation>у грі</translation>
    </message>
    <message>
        <source>voided</source>
        <comment>a hand's outcome</comment>
        <translation>анульовано</translation>
    </message>
    <message>
        <source>played</source>
        <comment>a hand's outcome</comment>
        <translation>зіграно</translation>
    </message>
    <message>
        <source>corrected</source>
        <comment>a hand in the list</comment>
        <translation>виправлено</translation>
    </message>
    <message>
        <source>corrected {count}×</source>
        <comment>a hand in the list, corrected that many times</comment>
        <translation>виправлено {count}×</translation>
    </message>
    <message>
        <source>1 complaint</source>
        <translation>1 скарга</translation>
    </message>
    <message numerus="yes">
        <source>%n complaints</source>
        <translation><numerusform>%n скарга</numerusform><numerusform>%n скарги</numerusform><numerusform>%n скарг</numerusform></translation>
    </message>
    <message>
        <source>+{amount} paid to seat {seat}</source>
        <translation>+{amount} виплачено місцю {seat}</translation>
    </message>
    <message>
        <source>-{amount} taken back from seat {seat}</source>
        <translation>-{amount} забрано в місця {seat}</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a complaint</comment>
        <translation>відкрита</translation>
    </message>
    <message>
        <source>{when} by {patron}, seat {seat} ({status})</source>
        <comment>a complaint</comment>
        <translation>{when}, гість {patron}, місце {seat} ({status})</translation>
    </message>
    <message>
        <source>{when} by {patron} ({status})</source>
        <comment>a complaint</comment>
        <translation>{when}, гість {patron} ({status})</translation>
    </message>
    <message>
        <source>{complaint}; pit boss: {note}</source>
        <translation>{complaint}; піт-бос: {note}</translation>
    </message>
    <message>
        <source>Hand {number}  ·  in play</source>
        <translation>Роздача {number}  ·  у грі</translation>
    </message>
    <message>
        <source>Hand {number}  ·  {outcome}  ·  {ended}</source>
        <translation>Роздача {number}  ·  {outcome}  ·  {ended}</translation>
    </message>
    <message>
        <source>not yet</source>
        <comment>a hand: ended</comment>
        <translation>ще ні</translation>
    </message>
    <message>
        <source>Hand {number}, {outcome}: started {day} {time}, ended {ended}; events {first} to {last}</source>
        <translation>Роздача {number}, {outcome}: початок {day} {time}, кінець {ended}; події від {first} до {last}</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Що сталося</translation>
    </message>
    <message>
        <source>Event {seq}: before the deal, for this hand: {sentence}</source>
        <translation>Подія {seq}: до роздачі, для цієї роздачі: {sentence}</translation>
    </message>
    <message>
        <source>Event {seq}: {sentence}</source>
        <translation>Подія {seq}: {sentence}</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>House</source>
        <translation>Казино</translation>
    </message>
    <message>
        <source>house</source>
        <comment>a wager line's seat: the house's own</comment>
        <translation>казино</translation>
    </message>
    <message>
        <source>{kind} (voided)</source>
        <comment>a wager line</comment>
        <translation>{kind} (анульовано)</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <source>In play</source>
        <comment>chips a seat has in play</comment>
        <translation>У грі</translation>
    </message>
    <message>
        <source>Game recall</source>
        <translation>Перегляд гри</translation>
    </message>
    <message>
        <source>hand number</source>
        <translation>номер роздачі</translation>
    </message>
    <message>
        <source>number</source>
        <comment>a hand's number</comment>
        <translation>номер</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>a hand by its number</comment>
        <translation>Відкрити</translation>
    </message>
    <message>
        <source>« First</source>
        <comment>step</comment>
        <translation>« Перша</translation>
    </message>
    <message>
        <source>Home</source>
        <comment>a key</comment>
        <translation>Home</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <comment>step</comment>
        <translation>‹ Попередня</translation>
    </message>
    <message>
        <source>Left / P</source>
        <comment>keys</comment>
        <translation>Ліворуч / P</translation>
    </message>
    <message>
        <source>Next ›</source>
        <comment>step</comment>
        <translation>Наступна ›</translation>
    </message>
    <message>
        <source>Right / N</source>
        <comment>keys</comment>
        <translation>Праворуч / N</translation>
    </message>
    <message>
        <source>Last »</source>
        <comment>step</comment>
        <translation>Остання »</translation>
    </message>
    <message>
        <source>End</source>
        <comment>a key</comment>
        <translation>End</translation>
    </message>
    <message>
        <source>This step moved no money.</source>
        <translation>Цей крок не переміщував гроші.</translation>
    </message>
    <message>
        <source>Correct hand…</source>
        <translation>Виправити роздачу…</translation>
    </message>
    <message>
        <source>Correct this settled hand: a new record beside it, approved by a pit boss</source>
        <translation>Виправити цю розраховану роздачу: новий запис поруч із нею, затверджений піт-босом</translation>
    </message>
    <message>
        <source>Complaint…</source>
        <translation>Скарга…</translation>
    </message>
    <message>
        <source>Record a patron's complaint against this hand</source>
        <translation>Зареєструвати скаргу гостя щодо цієї роздачі</translation>
    </message>
    <message>
        <source>Hand</source>
        <comment>a hand's number, to open it</comment>
        <translation>Роздача</translation>
    </message>
    <message numerus="yes">
        <source>Last %n hands</source>
        <translation><numerusform>Остання %n роздача</numerusform><numerusform>Останні %n роздачі</numerusform><numerusform>Останні %n роздач</numerusform></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Кроки</translation>
    </message>
    <message>
        <source>Wagers and payouts of this step</source>
        <translation>Ставки й виплати цього кроку</translation>
    </message>
    <message>
        <source>The table after this step</source>
        <translation>Стіл після цього кроку</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet</source>
        <translation>за цим столом ще не було жодної роздачі</translation>
    </message>
    <message>
        <source>hand {number} corrected; the correction stands beside it</source>
        <translation>роздачу {number} виправлено; виправлення записано поруч із нею</translation>
    </message>
    <message>
        <source>type the number of the hand to recall</source>
        <translation>введіть номер роздачі для перегляду</translation>
    </message>
    <message>
        <source>Game recall  ·  {table} ({game})  ·  hand {number}</source>
        <translation>Перегляд гри  ·  {table} ({game})  ·  роздача {number}</translation>
    </message>
    <message>
        <source>In play, started {day} {time}, rules v{version}.</source>
        <translation>Триває, початок {day} {time}, правила v{version}.</translation>
    </message>
    <message>
        <source>In play, started {day} {time}.</source>
        <translation>Триває, початок {day} {time}.</translation>
    </message>
    <message>
        <source>Voided, started {day} {time}, ended {ended}, rules v{version}.</source>
        <translation>Анульовано, початок {day} {time}, кінець {ended}, правила v{version}.</translation>
    </message>
    <message>
        <source>Voided, started {day} {time}, ended {ended}.</source>
        <translation>Анульовано, початок {day} {time}, кінець {ended}.</translation>
    </message>
    <message>
        <source>Played, started {day} {time}, ended {ended}, rules v{version}.</source>
        <translation>Зіграно, початок {day} {time}, кінець {ended}, правила v{version}.</translation>
    </message>
    <message>
        <source>Played, started {day} {time}, ended {ended}.</source>
        <translation>Зіграно, початок {day} {time}, кінець {ended}.</translation>
    </message>
    <message numerus="yes">
        <source>%n events, after {lead_in} placed before the deal (dimmed); {equipment}.</source>
        <translation><numerusform>%n подія, з них {lead_in} до роздачі (приглушено); {equipment}.</numerusform><numerusform>%n події, з них {lead_in} до роздачі (приглушено); {equipment}.</numerusform><numerusform>%n подій, з них {lead_in} до роздачі (приглушено); {equipment}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n events; {equipment}.</source>
        <translation><numerusform>%n подія; {equipment}.</numerusform><numerusform>%n події; {equipment}.</numerusform><numerusform>%n подій; {equipment}.</numerusform></translation>
    </message>
    <message>
        <source>Voided: {reason} (asked by {asked}, approved by {approved}).</source>
        <translation>Анульовано: {reason} (запит: {asked}, затвердження: {approved}).</translation>
    </message>
    <message>
        <source>The hand is still in play: the shoe's order stays sealed until it ends, so only what has been dealt is shown.</source>
        <translation>Роздача ще триває: порядок карт у шузі залишається запечатаним до її завершення, тож показано лише те, що вже роздано.</translation>
    </message>
    <message>
        <source>Before the deal {step} of {steps}  ·  event {seq}</source>
        <translation>До роздачі: {step} з {steps}  ·  подія {seq}</translation>
    </message>
    <message>
        <source>Step {step} of {steps}  ·  event {seq}</source>
        <translation>Крок {step} з {steps}  ·  подія {seq}</translation>
    </message>
    <message>
        <source>paid:bet, e.g. 2:1</source>
        <translation>виплата:ставка, напр., 2:1</translation>
    </message>
    <message>
        <source>{label}: {problem}</source>
        <comment>a field's problem</comment>
        <translation>{label}: {problem}</translation>
    </message>
    <message>
        <source>{label} must be a number such as 5 or 2.5, not {text}</source>
        <translation>{label}: потрібне число, наприклад 5 або 2.5, а не {text}</translation>
    </message>
    <message>
        <source>{label} must be a number such as 5 or 2.5, enter a number</source>
        <translation>{label}: потрібне число, наприклад 5 або 2.5; введіть число</translation>
    </message>
    <message>
        <source>Minor units must be at least 1</source>
        <translation>Кількість дрібних одиниць має бути не меншою за 1</translation>
    </message>
    <message>
        <source>these values cannot be checked: {error}</source>
        <translation>ці значення неможливо перевірити: {error}</translation>
    </message>
    <message>
        <source>{published_by}
{when}, approved by {approved_by}</source>
        <translation>{published_by}
{when}, затвердження: {approved_by}</translation>
    </message>
    <message>
        <source>charges by two models (published before one model per version was ruled)</source>
        <translation>стягує плату за двома моделями (опубліковано до рішення про одну модель на версію)</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} і {second}</translation>
    </message>
    <message>
        <source>Ver.</source>
        <comment>a rules version's number</comment>
        <translation>Вер.</translation>
    </message>
    <message>
        <source>Name</source>
        <comment>a rules version's name</comment>
        <translation>Назва</translation>
    </message>
    <message>
        <source>Published and approved</source>
        <translation>Опубліковано й затверджено</translation>
    </message>
    <message>
        <source>Playing</source>
        <comment>the rules version a table plays</comment>
        <translation>Грає</translation>
    </message>
    <message>
        <source>Next hand</source>
        <comment>the rules version a table plays from its next hand</comment>
        <translation>Наступна роздача</translation>
    </message>
    <message>
        <source>Read-only: only a pit boss or an administrator publishes and assigns house rules.</source>
        <translation>Лише перегляд: публікує й призначає правила закладу лише піт-бос або адміністратор.</translation>
    </message>
    <message>
        <source>Start from the defaults</source>
        <translation>Почати з типових</translation>
    </message>
    <message>
        <source>Assign</source>
        <comment>house rules to tables</comment>
        <translation>Призначити</translation>
    </message>
    <message>
        <source>Changes</source>
        <comment>to house rules</comment>
        <translation>Зміни</translation>
    </message>
    <message>
        <source>Name of the new version</source>
        <translation>Назва нової версії</translation>
    </message>
    <message>
        <source>Publish</source>
        <comment>house rules</comment>
        <translation>Опублікувати</translation>
    </message>
    <message>
        <source>Discard edits</source>
        <translation>Скасувати зміни</translation>
    </message>
    <message>
        <source>Published versions</source>
        <translation>Опубліковані версії</translation>
    </message>
    <message>
        <source>Tables of this game</source>
        <translation>Столи цієї гри</translation>
    </message>
    <message>
        <source>v{version} cannot be read with today's rules: {problems}</source>
        <translation>v{version} неможливо прочитати за сьогоднішніми правилами: {problems}</translation>
    </message>
    <message>
        <source>{game} - the defaults</source>
        <translation>{game} — типові</translation>
    </message>
    <message>
        <source>Figures appear once every field is valid.</source>
        <translation>Показники з’являться, коли всі поля будуть коректні.</translation>
    </message>
    <message>
        <source>Computing the figures for these rules...</source>
        <translation>Обчислення показників для цих правил...</translation>
    </message>
    <message>
        <source>1 field to correct before the changes can be listed.</source>
        <translation>Перш ніж показати зміни, виправте 1 поле.</translation>
    </message>
    <message numerus="yes">
        <source>%n fields to correct before the changes can be listed.</source>
        <translation><numerusform>Перш ніж показати зміни, виправте %n поле.</numerusform><numerusform>Перш ніж показати зміни, виправте %n поля.</numerusform><numerusform>Перш ніж показати зміни, виправте %n полів.</numerusform></translation>
    </message>
    <message>
        <source>{label}: {old} → {new}</source>
        <comment>a changed house rule</comment>
        <translation>{label}: {old} → {new}</translation>
    </message>
    <message>
        <source>Against v{version}:</source>
        <translation>Порівняно з v{version}:</translation>
    </message>
    <message>
        <source>Against the defaults:</source>
        <translation>Порівняно з типовими:</translation>
    </message>
    <message>
        <source>No changes against v{version}.</source>
        <translation>Змін порівняно з v{version} немає.</translation>
    </message>
    <message>
        <source>No changes against the defaults.</source>
        <translation>Змін порівняно з типовими немає.</translation>
    </message>
    <message>
        <source>only a pit boss or an administrator publishes</source>
        <translation>публікує лише піт-бос або адміністратор</translation>
    </message>
    <message>
        <source>not published: 1 field has a problem.</source>
        <translation>не опубліковано: 1 поле має помилку.</translation>
    </message>
    <message numerus="yes">
        <source>not published: %n fields have a problem.</source>
        <translation><numerusform>не опубліковано: %n поле має помилку.</numerusform><numerusform>не опубліковано: %n поля мають помилки.</numerusform><numerusform>не опубліковано: %n полів мають помилки.</numerusform></translation>
    </message>
    <message>
        <source>not published: nothing differs from v{version}</source>
        <translation>не опубліковано: нічим не відрізняється від v{version}</translation>
    </message>
    <message>
        <source>not published: give the new version a name, so the history says what changed</source>
        <translation>не опубліковано: дайте новій версії назву, щоб в історії було видно, що змінилося</translation>
    </message>
    <message>
        <source>Preparing the dealer's policy before publishing...</source>
        <translation>Підготовка стратегії дилера перед публікацією...</translation>
    </message>
    <message>
        <source>not published: {reason}</source>
        <translation>не опубліковано: {reason}</translation>
    </message>
    <message>
        <source>not published: nobody is signed in</source>
        <translation>не опубліковано: ніхто не увійшов</translation>
    </message>
    <message>
        <source>'{name}': a new version of {game}'s house rules. Another pit boss or an administrator approves it with their name and PIN; nobody approves the rules they publish.</source>
        <translation>«{name}»: нова версія правил закладу для гри {game}. Її затверджує інший піт-бос або адміністратор своїм ім’ям і PIN-кодом; ніхто не затверджує правила, які сам публікує.</translation>
    </message>
    <message>
        <source>not published: a second supervisor approves it</source>
        <translation>не опубліковано: її затверджує другий супервайзер</translation>
    </message>
    <message>
        <source>Published {game} {version} '{name}'. Select tables and assign it: it applies from each table's next hand.</source>
        <translation>Опубліковано {game} {version} «{name}». Виберіть столи й призначте її: вона діє з наступної роздачі кожного столу.</translation>
    </message>
    <message>
        <source>{table}: {problem}</source>
        <comment>a table's problem</comment>
        <translation>{table}: {problem}</translation>
    </message>
    <message>
        <source>Assign (publish a version first)</source>
        <translation>Призначити (спершу опублікуйте версію)</translation>
    </message>
    <message>
        <source>Assign v{version} to selected tables</source>
        <translation>Призначити v{version} вибраним столам</translation>
    </message>
    <message>
        <source>only a pit boss or an administrator assigns rules</source>
        <translation>призначає правила лише піт-бос або адміністратор</translation>
    </message>
    <message>
        <source>publish the rules first; then assign the version</source>
        <translation>спершу опублікуйте правила; потім призначте версію</translation>
    </message>
    <message>
        <source>the form has changes that are not published: publish them first, or load v{version} again, so a table gets what you see</source>
        <translation>у формі є неопубліковані зміни: спершу опублікуйте їх або знову завантажте v{version}, щоб стіл отримав те, що ви бачите</translation>
    </message>
    <message>
        <source>select the tables to assign it to</source>
        <translation>виберіть столи, яким її призначити</translation>
    </message>
    <message>
        <source>{refused} (assigned to {tables})</source>
        <translation>{refused} (призначено: {tables})</translation>
    </message>
    <message>
        <source>v{version} assigned to {tables}: it applies from the next hand.</source>
        <translation>v{version} призначено: {tables}; діє з наступної роздачі.</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <comment>a percentage</comment>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a shift: not closed yet</comment>
        <translation>відкрита</translation>
    </message>
    <message>
        <source>The shift is still open: its figures are provisional.</source>
        <translation>Зміна ще відкрита: її показники попередні.</translation>
    </message>
    <message>
        <source>no closer</source>
        <translation>немає перерахунку при закритті</translation>
    </message>
    <message numerus="yes">
        <source>%n tables</source>
        <translation><numerusform>%n стіл</numerusform><numerusform>%n столи</numerusform><numerusform>%n столів</numerusform></translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 стіл</translation>
    </message>
    <message>
        <source>The shift's win is counted once every table has its closer.</source>
        <translation>Виграш зміни підраховується, коли кожен стіл має перерахунок при закритті.</translation>
    </message>
    <message>
        <source>The table is still open: its win is counted with the closer.</source>
        <translation>Стіл ще відкритий: його виграш підраховується з перерахунком при закритті.</translation>
    </message>
    <message>
        <source>The tables play in different currencies; see each table's figures.</source>
        <translation>Столи грають у різних валютах; див. показники кожного столу.</translation>
    </message>
    <message>
        <source>Every shift, newest first. Times in {zone}. {key} reads them again.</source>
        <translation>Усі зміни, спершу найновіші. Час у поясі {zone}. {key} — зчитати знову.</translation>
    </message>
    <message>
        <source>Select a shift.</source>
        <translation>Виберіть зміну.</translation>
    </message>
    <message>
        <source>Provisional: the shift is still open. The figures will move as play goes on, and a table has no win until its closer is counted.</source>
        <translation>Попередній: зміна ще відкрита. Показники змінюватимуться з ходом гри, а стіл не має виграшу, доки не підраховано його перерахунок при закритті.</translation>
    </message>
    <message>
        <source>No table was opened in this shift.</source>
        <translation>У цій зміні не відкрито жодного столу.</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>the report just saved</comment>
        <translation>Відкрити</translation>
    </message>
    <message>
        <source>Export PDF…  [{key}]</source>
        <translation>Експорт у PDF…  [{key}]</translation>
    </message>
    <message>
        <source>Write the selected shift's report to a PDF file</source>
        <translation>Записати звіт вибраної зміни у файл PDF</translation>
    </message>
    <message>
        <source>The language the reports are printed in (the site's, unless another is chosen here); their figures and ids are the same in every language</source>
        <translation>Мова, якою друкуються звіти (мова закладу, якщо тут не вибрано іншу); показники та ідентифікатори однакові в усіх мовах</translation>
    </message>
    <message>
        <source>The period's last gaming day (06:00 to 06:00 local time)</source>
        <translation>Останній ігровий день періоду (з 06:00 до 06:00 за місцевим часом)</translation>
    </message>
    <message>
        <source>Export period PDF…</source>
        <translation>Експорт періоду в PDF…</translation>
    </message>
    <message>
        <source>Drop, win, hold, hands, handle and fees by table and game type over the period, with each hold against its band</source>
        <translation>Дроп, виграш, холд, роздачі, обіг ставок і збори за столами й типами ігор за період, кожен холд — порівняно з його діапазоном</translation>
    </message>
    <message>
        <source>Export exceptions PDF…</source>
        <translation>Експорт відхилень у PDF…</translation>
    </message>
    <message>
        <source>Openers against the last closer, holds out of band, voided slips, count-room variances, hand corrections and complaints of the gaming days</source>
        <translation>Перерахунки при відкритті порівняно з останнім перерахунком при закритті, холди поза діапазоном, анульовані квитанції, розбіжності лічильної кімнати, виправлення роздач і скарги за ігрові дні</translation>
    </message>
    <message>
        <source>Period report:</source>
        <translation>Звіт за період:</translation>
    </message>
    <message>
        <source>ending</source>
        <comment>a period ending on a day</comment>
        <translation>що закінчується</translation>
    </message>
    <message>
        <source>Exceptions report:</source>
        <translation>Звіт про відхилення:</translation>
    </message>
    <message>
        <source>from</source>
        <comment>a span of days</comment>
        <translation>з</translation>
    </message>
    <message>
        <source>to</source>
        <comment>a span of days</comment>
        <translation>по</translation>
    </message>
    <message>
        <source>Shifts not read: {error}</source>
        <translation>Зміни не прочитано: {error}</translation>
    </message>
    <message>
        <source>Figures not read: {error}</source>
        <translation>Показники не прочитано: {error}</translation>
    </message>
    <message>
        <source>Shift {number}: {name}</source>
        <translation>Зміна {number}: {name}</translation>
    </message>
    <message>
        <source>Opened {opened} by {opened_by}; still open.</source>
        <translation>Відкрито {opened}, відкриття: {opened_by}; ще відкрита.</translation>
    </message>
    <message>
        <source>Opened {opened} by {opened_by}; closed {closed} by {closed_by}.</source>
        <translation>Відкрито {opened}, відкриття: {opened_by}; закрито {closed}, закриття: {closed_by}.</translation>
    </message>
    <message>
        <source>Export shift report</source>
        <translation>Експорт звіту за зміну</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файли PDF (*.pdf)</translation>
    </message>
    <message>
        <source>select a shift first</source>
        <translation>спершу виберіть зміну</translation>
    </message>
    <message>
        <source>Exporting the report of shift {shift} to {path}…</source>
        <translation>Експорт звіту зміни {shift} до {path}…</translation>
    </message>
    <message>
        <source>Exporting the gaming day report to {day} to {path}…</source>
        <translation>Експорт звіту за ігровий день по {day} до {path}…</translation>
    </message>
    <message>
        <source>Exporting the month to date report to {day} to {path}…</source>
        <translation>Експорт звіту з початку місяця по {day} до {path}…</translation>
    </message>
    <message>
        <source>Exporting the year to date report to {day} to {path}…</source>
        <translation>Експорт звіту з початку року по {day} до {path}…</translation>
    </message>
    <message>
        <source>Exporting the {period} report to {day} to {path}…</source>
        <translation>Експорт звіту ({period}) по {day} до {path}…</translation>
    </message>
    <message>
        <source>the exceptions run from {first} to a later day, not to {last}</source>
        <translation>відхилення охоплюють період від {first} до пізнішого дня, а не до {last}</translation>
    </message>
    <message>
        <source>Exporting the exceptions of {first} to {last} to {path}…</source>
        <translation>Експорт відхилень з {first} по {last} до {path}…</translation>
    </message>
    <message>
        <source>the report was not exported: {error}</source>
        <translation>звіт не експортовано: {error}</translation>
    </message>
    <message>
        <source>Starting…</source>
        <comment>an export</comment>
        <translation>Початок…</translation>
    </message>
    <message>
        <source>Step {step} of {steps}: {what}…</source>
        <comment>an export</comment>
        <translation>Крок {step} з {steps}: {what}…</translation>
    </message>
    <message>
        <source>Saved report {report} (1 page) to {path}.</source>
        <translation>Звіт {report} (1 сторінка) збережено в {path}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved report {report} (%n pages) to {path}.</source>
        <translation><numerusform>Звіт {report} (%n сторінка) збережено в {path}.</numerusform><numerusform>Звіт {report} (%n сторінки) збережено в {path}.</numerusform><numerusform>Звіт {report} (%n сторінок) збережено в {path}.</numerusform></translation>
    </message>
    <message>
        <source>It is a reprint: the same report, to the minor unit, was first printed {when}.</source>
        <translation>Це повторний друк: той самий звіт, до дрібної одиниці, уперше надруковано {when}.</translation>
    </message>
    <message>
        <source>the file cannot be written ({file}): {error}</source>
        <translation>файл неможливо записати ({file}): {error}</translation>
    </message>
    <message>
        <source>the file cannot be written: {error}</source>
        <translation>файл неможливо записати: {error}</translation>
    </message>
    <message>
        <source>no program to open PDF files was found; the report is at {path}</source>
        <translation>не знайдено програми для відкриття файлів PDF; звіт збережено в {path}</translation>
    </message>
    <message>
        <source>Chips from the cage to the table's tray. The person who brings them signs as the second signer.</source>
        <translation>Фішки з каси до лотка столу. Той, хто їх приносить, підписує як другий підписант.</translation>
    </message>
    <message>
        <source>Chips from the tray back to the cage. The person who takes them signs as the second signer.</source>
        <translation>Фішки з лотка назад до каси. Той, хто їх забирає, підписує як другий підписант.</translation>
    </message>
    <message>
        <source>fill</source>
        <comment>a slip's kind</comment>
        <translation>поповнення</translation>
    </message>
    <message>
        <source>credit</source>
        <comment>a slip's kind</comment>
        <translation>повернення</translation>
    </message>
    <message>
        <source>{refusal} What was entered is kept: press OK once the database is back, and the same request is sent again; it makes one slip however often it is sent.</source>
        <translation>{refusal} Введене збережено: натисніть OK, щойно зв’язок із базою даних відновиться, і той самий запит буде надіслано знову; скільки б разів його не надсилали, буде створено одну квитанцію.</translation>
    </message>
    <message>
        <source>Fill for {table}</source>
        <translation>Поповнення для {table}</translation>
    </message>
    <message>
        <source>Credit for {table}</source>
        <translation>Повернення для {table}</translation>
    </message>
    <message>
        <source>Manual slip</source>
        <translation>Рукописна квитанція</translation>
    </message>
    <message>
        <source>A fill or credit written on a pre-printed paper slip while the system was down. Enter it as written: it keeps the printed number and the time on the paper, is marked manual, and takes the next system number of that gaming day.</source>
        <translation>Поповнення або повернення, написане на паперовій квитанції з типографським номером, поки система не працювала. Введіть його так, як написано: воно зберігає надрукований номер і час із паперу, позначається як рукописне й отримує наступний системний номер того ігрового дня.</translation>
    </message>
    <message>
        <source>Received by</source>
        <translation>Отримувач</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Поповнення</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Повернення</translation>
    </message>
    <message>
        <source>as printed on the paper slip</source>
        <translation>як надруковано на паперовій квитанції</translation>
    </message>
    <message>
        <source>e.g. system down 02:10 to 02:40</source>
        <translation>напр., система не працювала з 02:10 до 02:40</translation>
    </message>
    <message>
        <source>Pre-printed number</source>
        <translation>Типографський номер</translation>
    </message>
    <message>
        <source>Written at</source>
        <translation>Написано о</translation>
    </message>
    <message>
        <source>Why entered now</source>
        <translation>Чому вноситься зараз</translation>
    </message>
    <message>
        <source>Only when no outage is on record for the time written: an administrator's approval.</source>
        <translation>Лише коли в записах немає збою на вказаний час: затвердження адміністратора.</translation>
    </message>
    <message>
        <source>choose the table the slip was written for</source>
        <translation>виберіть стіл, для якого написано квитанцію</translation>
    </message>
    <message>
        <source>Void fill {slip}</source>
        <translation>Анулювати поповнення {slip}</translation>
    </message>
    <message>
        <source>Void credit {slip}</source>
        <translation>Анулювати повернення {slip}</translation>
    </message>
    <message>
        <source>Fill {slip}, {table}, {total}.</source>
        <translation>Поповнення {slip}, {table}, {total}.</translation>
    </message>
    <message>
        <source>Credit {slip}, {table}, {total}.</source>
        <translation>Повернення {slip}, {table}, {total}.</translation>
    </message>
    <message>
        <source>The slip is not deleted: it stays on record and in the reports, marked void, with the reason. A pit boss or administrator other than you approves.</source>
        <translation>Квитанцію не видаляють: вона залишається в записах і звітах, позначена як анульована, із причиною. Затверджує інший піт-бос або адміністратор, не ви.</translation>
    </message>
    <message>
        <source>Why the slip is void (it goes on the record)</source>
        <translation>Чому квитанцію анульовано (це потрапить у записи)</translation>
    </message>
    <message>
        <source>every gaming day</source>
        <translation>усі ігрові дні</translation>
    </message>
    <message>
        <source>Slip gaps: {day}</source>
        <translation>Пропуски номерів квитанцій: {day}</translation>
    </message>
    <message>
        <source>Missing and voided slip numbers, {day}</source>
        <translation>Пропущені й анульовані номери квитанцій, {day}</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Номер</translation>
    </message>
    <message>
        <source>Issued</source>
        <translation>Видано</translation>
    </message>
    <message>
        <source>Issued by</source>
        <translation>Видано ким</translation>
    </message>
    <message>
        <source>{count} x {chip}</source>
        <translation>{count} x {chip}</translation>
    </message>
    <message>
        <source>manual</source>
        <comment>a slip</comment>
        <translation>рукописна</translation>
    </message>
    <message>
        <source>VOID</source>
        <comment>a slip</comment>
        <translation>АНУЛЬОВАНО</translation>
    </message>
    <message>
        <source>void: {reason}</source>
        <translation>анульовано: {reason}</translation>
    </message>
    <message>
        <source>pre-printed {number}, written {time}: {reason}</source>
        <translation>типографський номер {number}, написано {time}: {reason}</translation>
    </message>
    <message>
        <source>Slips</source>
        <translation>Квитанції</translation>
    </message>
    <message>
        <source>&amp;Void slip…</source>
        <translation>&amp;Анулювати квитанцію…</translation>
    </message>
    <message>
        <source>&amp;Manual slip…</source>
        <translation>&amp;Рукописна квитанція…</translation>
    </message>
    <message>
        <source>&amp;Gaps</source>
        <translation>&amp;Пропуски</translation>
    </message>
    <message>
        <source>Fill and credit slips</source>
        <translation>Квитанції поповнення й повернення</translation>
    </message>
    <message>
        <source>Every day</source>
        <translation>Усі дні</translation>
    </message>
    <message>
        <source>select the slip to void</source>
        <translation>виберіть квитанцію для анулювання</translation>
    </message>
    <message>
        <source>fill {slip} is void; it stays on record, marked.</source>
        <translation>поповнення {slip} анульовано; воно залишається в записах із позначкою.</translation>
    </message>
    <message>
        <source>credit {slip} is void; it stays on record, marked.</source>
        <translation>повернення {slip} анульовано; воно залишається в записах із позначкою.</translation>
    </message>
    <message>
        <source>Manual fill {slip} is entered.</source>
        <translation>Рукописне поповнення {slip} внесено.</translation>
    </message>
    <message>
        <source>Manual credit {slip} is entered.</source>
        <translation>Рукописне повернення {slip} внесено.</translation>
    </message>
    <message>
        <source>Demo users: Ada Admin (PIN 900900), Pat Pitboss (700700); dealers Dana Dealer (1000), Sam Dealer (2000), Lee Dealer (3000), Kim Dealer (4000); Alma Accounts, accounting (8080); count team Cora Counter (5050), Ivo Counter (6060).</source>
        <translation>Демонстраційні користувачі: Ada Admin (PIN-код 900900), Pat Pitboss (700700); дилери Dana Dealer (1000), Sam Dealer (2000), Lee Dealer (3000), Kim Dealer (4000); Alma Accounts, бухгалтерія (8080); лічильна група Cora Counter (5050), Ivo Counter (6060).</translation>
    </message>
    <message>
        <source>Loading the games and opening the database…</source>
        <translation>Завантаження ігор і відкриття бази даних…</translation>
    </message>
    <message>
        <source>nobody can sign in yet: this database has no users</source>
        <translation>ще ніхто не може увійти: у цій базі даних немає користувачів</translation>
    </message>
    <message>
        <source>the console could not load its games and services ({error}); reinstall it, or ask for the installation to be checked ({command})</source>
        <translation>консолі не вдалося завантажити свої ігри й служби ({error}); перевстановіть її або попросіть перевірити встановлення ({command})</translation>
    </message>
    <message>
        <source>{app} - sign in</source>
        <translation>{app} — вхід</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Увійти</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN-код</translation>
    </message>
    <message>
        <source>This database has no users yet. Create the first pit boss, who then adds the dealers and opens the tables, or load the demo casino to try the console.</source>
        <translation>У цій базі даних ще немає користувачів. Створіть першого піт-боса, який потім додасть дилерів і відкриє столи, або завантажте демонстраційне казино, щоб випробувати консоль.</translation>
    </message>
    <message>
        <source>Create pit boss</source>
        <translation>Створити піт-боса</translation>
    </message>
    <message>
        <source>Load the demo casino</source>
        <translation>Завантажити демонстраційне казино</translation>
    </message>
    <message>
        <source>{games} tables  ·  version {version}</source>
        <translation>Столи {games}  ·  версія {version}</translation>
    </message>
    <message>
        <source>The console could not start.</source>
        <translation>Консоль не вдалося запустити.</translation>
    </message>
    <message>
        <source>The floor server could not be reached.</source>
        <translation>Не вдалося з’єднатися із сервером залу.</translation>
    </message>
    <message>
        <source>The database could not be opened.</source>
        <translation>Базу даних не вдалося відкрити.</translation>
    </message>
    <message>
        <source>enter your name and PIN</source>
        <translation>введіть своє ім’я та PIN-код</translation>
    </message>
    <message>
        <source>Signing in as {name} once the console has loaded…</source>
        <translation>Вхід як {name} після завантаження консолі…</translation>
    </message>
    <message>
        <source>{name} is the first pit boss: sign in with the PIN.</source>
        <translation>{name} — перший піт-бос: увійдіть із PIN-кодом.</translation>
    </message>
    <message>
        <source>Loading the demo casino: four tables, a few hundred hands…</source>
        <translation>Завантаження демонстраційного казино: чотири столи, кілька сотень роздач…</translation>
    </message>
    <message>
        <source>the demo could not be loaded: {error}</source>
        <translation>демонстраційне казино не вдалося завантажити: {error}</translation>
    </message>
    <message>
        <source>(left)</source>
        <comment>a seat's player who left</comment>
        <translation>(не за столом)</translation>
    </message>
    <message>
        <source>held</source>
        <comment>a seat's figure: chips held when the session opened</comment>
        <translation>на руках</translation>
    </message>
    <message>
        <source>in</source>
        <comment>a seat's figure: bought in</comment>
        <translation>внесено</translation>
    </message>
    <message>
        <source>out</source>
        <comment>a seat's figure: cashed out</comment>
        <translation>виведення</translation>
    </message>
    <message>
        <source>wagered</source>
        <comment>a seat's figure</comment>
        <translation>поставлено</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>нікого</translation>
    </message>
    <message>
        <source>Seat {seat} this session ({players})</source>
        <translation>Місце {seat} за цю сесію ({players})</translation>
    </message>
    <message>
        <source>Bought in {total}: cash {cash}, chips {chips}</source>
        <translation>Внесено {total}: готівка {cash}, фішки {chips}</translation>
    </message>
    <message>
        <source>Cashed out {amount}</source>
        <translation>Виведено {amount}</translation>
    </message>
    <message numerus="yes">
        <source>Wagered {amount} over %n hands</source>
        <translation><numerusform>Поставлено {amount} за %n роздачу</numerusform><numerusform>Поставлено {amount} за %n роздачі</numerusform><numerusform>Поставлено {amount} за %n роздач</numerusform></translation>
    </message>
    <message>
        <source>Holds {amount} now (stack and chips in play)</source>
        <translation>Зараз на руках {amount} (стек і фішки в грі)</translation>
    </message>
    <message>
        <source>Held {amount} when the session opened</source>
        <translation>На руках {amount} на початку сесії</translation>
    </message>
    <message>
        <source>Corrections {signed}</source>
        <translation>Виправлення {signed}</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Результат: {result}</translation>
    </message>
    <message>
        <source>Nobody has sat at this table this session.</source>
        <translation>За цим столом у цій сесії ще ніхто не сидів.</translation>
    </message>
    <message>
        <source>This session</source>
        <translation>Ця сесія</translation>
    </message>
    <message>
        <source>Last session</source>
        <translation>Остання сесія</translation>
    </message>
    <message>
        <source>Name, or # and the card number</source>
        <translation>Ім’я або # і номер картки</translation>
    </message>
    <message>
        <source>A rated player is seated by their card: # and the card number ({example}). Anyone else by name.</source>
        <translation>Гравця з карткою садять за карткою: # і номер картки ({example}). Усіх інших — за ім’ям.</translation>
    </message>
    <message>
        <source>Chips ({currency})</source>
        <translation>Фішки ({currency})</translation>
    </message>
    <message>
        <source>Cash (to the drop box)</source>
        <translation>Готівка (у дроп-бокс)</translation>
    </message>
    <message>
        <source>Chips brought to the table</source>
        <translation>Фішки, принесені до столу</translation>
    </message>
    <message>
        <source>Paid in</source>
        <translation>Внесено</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>гравцеві потрібне ім’я</translation>
    </message>
    <message>
        <source>Seat player</source>
        <translation>Посадити гравця</translation>
    </message>
    <message>
        <source>Buy chips</source>
        <translation>Купити фішки</translation>
    </message>
    <message>
        <source>Cash out</source>
        <translation>Вивести фішки</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>Анулювати роздачу</translation>
    </message>
    <message>
        <source>Complaint</source>
        <translation>Скарга</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Перегляд гри</translation>
    </message>
    <message>
        <source>seat {seat} ({player}) {amount} since {since}</source>
        <translation>місце {seat} ({player}) {amount} з {since}</translation>
    </message>
    <message>
        <source>seats {seats} {amount} each since {since}</source>
        <translation>місця {seats} по {amount} з {since}</translation>
    </message>
    <message>
        <source>Time charge due: {owing}. Collect it between hands.</source>
        <translation>Належить плата за час: {owing}. Стягніть її між роздачами.</translation>
    </message>
    <message>
        <source>rules v{version}</source>
        <translation>правила v{version}</translation>
    </message>
    <message>
        <source>This table is closed. A pit boss opens it with its opener count (Pit ▸ Open table).</source>
        <translation>Цей стіл закрито. Піт-бос відкриває його перерахунком при відкритті (Піт ▸ Відкрити стіл).</translation>
    </message>
    <message>
        <source>New house rules (v{version}) apply from the next hand.</source>
        <translation>Нові правила закладу (v{version}) діють з наступної роздачі.</translation>
    </message>
    <message>
        <source>no seat can be taken now (a hand is in play, or all full)</source>
        <translation>зараз жодне місце не можна зайняти (триває роздача або всі місця зайняті)</translation>
    </message>
    <message>
        <source>Seat a player</source>
        <translation>Посадити гравця</translation>
    </message>
    <message>
        <source>chips are sold only between hands, to a seated player</source>
        <translation>фішки продають лише між роздачами, гравцеві за столом</translation>
    </message>
    <message>
        <source>keys 1-{last}, 0 for seat 10</source>
        <translation>клавіші 1-{last}, 0 — місце 10</translation>
    </message>
    <message>
        <source>keys 1-{last}</source>
        <translation>клавіші 1-{last}</translation>
    </message>
    <message>
        <source>select the seat first ({keys}); a player leaves only between hands{also}</source>
        <translation>спершу виберіть місце ({keys}); гравець залишає стіл лише між роздачами{also}</translation>
    </message>
    <message>
        <source>Seat {seat}: {player} leaves with {amount}.</source>
        <translation>Місце {seat}: {player} іде з {amount}.</translation>
    </message>
    <message>
        <source>there is no hand in play to void</source>
        <translation>немає роздачі, яку можна анулювати</translation>
    </message>
    <message>
        <source>Void the hand</source>
        <translation>Анулювати роздачу</translation>
    </message>
    <message>
        <source>Every wager of the hand goes back to its player. A pit boss approves with their name and PIN, and the reason goes on the record.</source>
        <translation>Кожна ставка роздачі повертається гравцеві. Піт-бос затверджує своїм ім’ям і PIN-кодом, а причина потрапляє в записи.</translation>
    </message>
    <message>
        <source>what happened (e.g. card exposed on the deal)</source>
        <translation>що сталося (напр., карту відкрито під час роздачі)</translation>
    </message>
    <message>
        <source>Accounting</source>
        <translation>Бухгалтерія</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Стан</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <source>6-12 digits</source>
        <translation>6-12 цифр</translation>
    </message>
    <message>
        <source>4-12 digits</source>
        <translation>4-12 цифр</translation>
    </message>
    <message>
        <source>inactive, locked</source>
        <comment>a user</comment>
        <translation>неактивний, заблоковано</translation>
    </message>
    <message>
        <source>inactive</source>
        <comment>a user</comment>
        <translation>неактивний</translation>
    </message>
    <message>
        <source>locked</source>
        <comment>a user</comment>
        <translation>заблоковано</translation>
    </message>
    <message>
        <source>active</source>
        <comment>a user</comment>
        <translation>активний</translation>
    </message>
    <message>
        <source>the console's</source>
        <comment>a user's language</comment>
        <translation>мова консолі</translation>
    </message>
    <message>
        <source>You cannot change your own account here; another supervisor can.</source>
        <translation>Тут не можна змінювати власний обліковий запис; це може зробити інший супервайзер.</translation>
    </message>
    <message>
        <source>{name} is {role}; only an administrator manages them.</source>
        <translation>{name} має роль «{role}»; ним керує лише адміністратор.</translation>
    </message>
    <message>
        <source>Only a pit boss or an administrator manages users.</source>
        <translation>Керувати користувачами може лише піт-бос або адміністратор.</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Користувачі</translation>
    </message>
    <message>
        <source>why: it is kept with the change</source>
        <translation>причина: зберігається разом зі зміною</translation>
    </message>
    <message>
        <source>Deactivate</source>
        <translation>Деактивувати</translation>
    </message>
    <message>
        <source>Reactivate</source>
        <translation>Відновити</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Розблокувати</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Змінити роль</translation>
    </message>
    <message>
        <source>Reset PIN</source>
        <translation>Скинути PIN-код</translation>
    </message>
    <message>
        <source>Set language</source>
        <translation>Установити мову</translation>
    </message>
    <message>
        <source>Reason (for every change but a PIN reset)</source>
        <translation>Причина (для кожної зміни, крім скидання PIN-коду)</translation>
    </message>
    <message>
        <source>Only an administrator changes roles.</source>
        <translation>Змінює ролі лише адміністратор.</translation>
    </message>
    <message>
        <source>New PIN</source>
        <translation>Новий PIN-код</translation>
    </message>
    <message>
        <source>An administrator manages everyone; nobody manages their own account. A reset PIN also clears a lock.</source>
        <translation>Адміністратор керує всіма; ніхто не керує власним обліковим записом. Скидання PIN-коду також знімає блокування.</translation>
    </message>
    <message>
        <source>A pit boss manages dealers; an administrator manages everyone; nobody manages their own account. A reset PIN also clears a lock.</source>
        <translation>Піт-бос керує дилерами; адміністратор керує всіма; ніхто не керує власним обліковим записом. Скидання PIN-коду також знімає блокування.</translation>
    </message>
    <message>
        <source>Add user…</source>
        <translation>Додати користувача…</translation>
    </message>
    <message>
        <source>No user selected</source>
        <translation>Користувача не вибрано</translation>
    </message>
    <message>
        <source>{role}, {state}</source>
        <translation>{role}, {state}</translation>
    </message>
    <message>
        <source>Only an administrator changes roles</source>
        <translation>Змінює ролі лише адміністратор</translation>
    </message>
    <message>
        <source>select a user first</source>
        <translation>спершу виберіть користувача</translation>
    </message>
    <message>
        <source>{name} is inactive: they can no longer sign in or sign.</source>
        <translation>{name} деактивовано: вхід і підписання більше неможливі.</translation>
    </message>
    <message>
        <source>{name} is active again and may sign in.</source>
        <translation>{name}: обліковий запис знову активний, можна входити.</translation>
    </message>
    <message>
        <source>{name} is unlocked and may sign in with their PIN.</source>
        <translation>{name} розблоковано, можна входити з PIN-кодом.</translation>
    </message>
    <message>
        <source>choose the new role</source>
        <translation>виберіть нову роль</translation>
    </message>
    <message>
        <source>{name} is now {role}; their sign-in was ended.</source>
        <translation>{name} тепер має роль «{role}»; сеанс завершено.</translation>
    </message>
    <message>
        <source>Their PIN must now be {length}: reset it if it is shorter.</source>
        <translation>PIN-код тепер має бути таким: {length}; скиньте його, якщо він коротший.</translation>
    </message>
    <message>
        <source>type the new PIN twice</source>
        <translation>введіть новий PIN-код двічі</translation>
    </message>
    <message>
        <source>{name}'s PIN is reset and the lock is cleared; tell them the new one.</source>
        <translation>PIN-код користувача {name} скинуто, блокування знято; повідомте новий PIN-код.</translation>
    </message>
    <message>
        <source>{name}'s PIN is reset; tell them the new one.</source>
        <translation>PIN-код користувача {name} скинуто; повідомте новий PIN-код.</translation>
    </message>
    <message>
        <source>{name} will see the console in {language} from their next sign-in.</source>
        <translation>{name} бачитиме консоль мовою «{language}» з наступного входу.</translation>
    </message>
    <message>
        <source>{name} is added and may sign in.</source>
        <translation>{name} додано, можна входити.</translation>
    </message>
    <message>
        <source>Current PIN</source>
        <translation>Поточний PIN-код</translation>
    </message>
    <message>
        <source>New PIN ({length})</source>
        <translation>Новий PIN-код ({length})</translation>
    </message>
    <message>
        <source>New PIN again</source>
        <translation>Новий PIN-код ще раз</translation>
    </message>
    <message>
        <source>Not one digit repeated, nor a run such as 1234 or 9876.</source>
        <translation>Без повтору однієї цифри та без послідовностей на кшталт 1234 чи 9876.</translation>
    </message>
    <message>
        <source>Change my PIN</source>
        <translation>Змінити PIN-код</translation>
    </message>
    <message>
        <source>type your current PIN</source>
        <translation>введіть поточний PIN-код</translation>
    </message>
    <message>
        <source>type the same new PIN twice</source>
        <translation>введіть той самий новий PIN-код двічі</translation>
    </message>
    <message>
        <source>at least {low}</source>
        <comment>an amount</comment>
        <translation>щонайменше {low}</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <comment>an amount</comment>
        <translation>від {low} до {high}</translation>
    </message>
    <message>
        <source>{what}: {allowed}</source>
        <comment>an amount</comment>
        <translation>{what}: {allowed}</translation>
    </message>
    <message>
        <source>{text} is not a number of {unit}</source>
        <translation>{text} — не кількість {unit}</translation>
    </message>
    <message>
        <source>{what} must be {allowed}, not {value}</source>
        <translation>{what}: має бути {allowed}, а не {value}</translation>
    </message>
    <message>
        <source>{what} goes in steps of {step} from {low}, not {value}</source>
        <translation>{what}: крок {step}, починаючи з {low}, а не {value}</translation>
    </message>
    <message>
        <source>enter the name and the PIN</source>
        <translation>введіть ім’я та PIN-код</translation>
    </message>
    <message>
        <source>Suns</source>
        <translation>Сонця</translation>
    </message>
    <message>
        <source>Moons</source>
        <translation>Місяці</translation>
    </message>
    <message>
        <source>Comets</source>
        <translation>Комети</translation>
    </message>
    <message>
        <source>Rings</source>
        <translation>Кільця</translation>
    </message>
    <message>
        <source>Novas</source>
        <translation>Нові</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Планети</translation>
    </message>
</context>
</TS>
