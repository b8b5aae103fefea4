<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name />
    <message>
        <source>won {amount}</source>
        <comment>a seat's result</comment>
        <translation>выигрыш {amount}</translation>
    </message>
    <message>
        <source>lost {amount}</source>
        <comment>a seat's result</comment>
        <translation>проигрыш {amount}</translation>
    </message>
    <message>
        <source>even</source>
        <comment>a seat's result: neither won nor lost</comment>
        <translation>в ноль</translation>
    </message>
    <message>
        <source>won</source>
        <comment>a seat's figure caption: the amount the seat won</comment>
        <translation>выигрыш</translation>
    </message>
    <message>
        <source>lost</source>
        <comment>a seat's figure caption: the amount the seat lost</comment>
        <translation>проигрыш</translation>
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
        <translation>вывод</translation>
    </message>
    <message>
        <source>wagered</source>
        <comment>a seat's figure caption</comment>
        <translation>поставлено</translation>
    </message>
    <message>
        <source>{player} (left)</source>
        <comment>a seat nobody sits at now: the player who left it</comment>
        <translation>{player} (место освобождено)</translation>
    </message>
    <message>
        <source>Enter sends · Esc cancels</source>
        <translation>Enter — отправить · Esc — отмена</translation>
    </message>
    <message>
        <source>{bounds}, in steps of {step}</source>
        <translation>{bounds}, шаг {step}</translation>
    </message>
    <message>
        <source>Signed out.</source>
        <translation>Выход выполнен.</translation>
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
        <translation>Место</translation>
    </message>
    <message>
        <source>Patron</source>
        <translation>Гость</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Recorded</source>
        <translation>Записано</translation>
    </message>
    <message>
        <source>resolved</source>
        <comment>a complaint</comment>
        <translation>урегулирована</translation>
    </message>
    <message numerus="yes">
        <source>open (%n notes)</source>
        <translation><numerusform>открыта (%n примечание)</numerusform><numerusform>открыта (%n примечания)</numerusform><numerusform>открыта (%n примечаний)</numerusform></translation>
    </message>
    <message>
        <source>{day} {time} by {name}</source>
        <translation>{day} {time}, {name}</translation>
    </message>
    <message>
        <source>hand {hand}</source>
        <translation>раздача {hand}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>место {seat}</translation>
    </message>
    <message>
        <source>recorded by {name}, {day} {time}</source>
        <translation>запись: {name}, {day} {time}</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Дилер:</translation>
    </message>
    <message>
        <source>No pit boss note yet.</source>
        <translation>Примечания пит-босса пока нет.</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>стол {table}</translation>
    </message>
    <message>
        <source>Patron complaints · {table}</source>
        <translation>Жалобы гостей · {table}</translation>
    </message>
    <message>
        <source>the pit boss's note: what was found, what was done</source>
        <translation>примечание пит-босса: что обнаружено, что сделано</translation>
    </message>
    <message>
        <source>This resolves the complaint</source>
        <translation>Жалоба урегулирована</translation>
    </message>
    <message>
        <source>Add pit boss note</source>
        <translation>Добавить примечание пит-босса</translation>
    </message>
    <message>
        <source>A pit boss or an administrator adds notes</source>
        <translation>Примечания добавляет пит-босс или администратор</translation>
    </message>
    <message>
        <source>Pit boss's note</source>
        <translation>Примечание пит-босса</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no hand</comment>
        <translation>нет</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no seat</comment>
        <translation>нет</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Место {seat}</translation>
    </message>
    <message>
        <source>name or player card number</source>
        <translation>имя или номер карты игрока</translation>
    </message>
    <message>
        <source>what the patron says happened</source>
        <translation>что, по словам гостя, произошло</translation>
    </message>
    <message>
        <source>the dealer's note (optional)</source>
        <translation>примечание дилера (необязательно)</translation>
    </message>
    <message>
        <source>Record complaint</source>
        <translation>Зарегистрировать жалобу</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Против</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>the dealer's note</comment>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>New complaint</source>
        <translation>Новая жалоба</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>a dialog</comment>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>No complaint at this table yet.</source>
        <translation>Жалоб по этому столу пока нет.</translation>
    </message>
    <message>
        <source>complaint {complaint} recorded</source>
        <translation>жалоба {complaint} зарегистрирована</translation>
    </message>
    <message>
        <source>choose the complaint in the list first</source>
        <translation>сначала выберите жалобу в списке</translation>
    </message>
    <message>
        <source>complaint {complaint} resolved</source>
        <translation>жалоба {complaint} урегулирована</translation>
    </message>
    <message>
        <source>complaint {complaint} noted</source>
        <translation>к жалобе {complaint} добавлено примечание</translation>
    </message>
    <message>
        <source>play is stopped: the database cannot be reached</source>
        <translation>игра остановлена: нет связи с базой данных</translation>
    </message>
    <message>
        <source>{name} approved this entry; their PIN is needed again</source>
        <translation>{name}: ввод утверждён, нужен PIN-код ещё раз</translation>
    </message>
    <message>
        <source>the database cannot be reached, and no hand of this table was played or recalled at this console since it started</source>
        <translation>нет связи с базой данных, и ни одна раздача этого стола не была сыграна или просмотрена на этой консоли с момента её запуска</translation>
    </message>
    <message>
        <source>the database cannot be reached, and hand {number} is not among the last {kept} hands of this table kept at this console</source>
        <translation>нет связи с базой данных, и раздачи {number} нет среди последних {kept} раздач этого стола, сохранённых на этой консоли</translation>
    </message>
    <message>
        <source>the kept entry could not be written to disk ({error})</source>
        <translation>не удалось записать сохранённый ввод на диск ({error})</translation>
    </message>
    <message>
        <source>a kept entry at {path} could not be read back ({error})</source>
        <translation>не удалось прочитать сохранённый ввод {path} ({error})</translation>
    </message>
    <message>
        <source>{reason}; nothing was written</source>
        <translation>{reason}; ничего не записано</translation>
    </message>
    <message>
        <source>No correction of this hand yet.</source>
        <translation>Исправлений этой раздачи пока нет.</translation>
    </message>
    <message>
        <source>+{amount} paid</source>
        <translation>+{amount} выплачено</translation>
    </message>
    <message>
        <source>-{amount} taken back</source>
        <translation>-{amount} забрано</translation>
    </message>
    <message>
        <source>(asked by {asked}, approved by {approved})</source>
        <translation>(запрос: {asked}, утверждено: {approved})</translation>
    </message>
    <message>
        <source>Seat {seat} ({player})</source>
        <translation>Место {seat} ({player})</translation>
    </message>
    <message>
        <source>Hand {hand} at {table} stays as it was played; this correction is a new record beside it, paid now onto the player's stack (or away from the table if the player has left). A pit boss other than you approves it.</source>
        <translation>Раздача {hand} за столом {table} остаётся такой, как была сыграна; это исправление — новая запись рядом с ней, выплачивается сейчас в стек игрока (или вне стола, если игрок ушёл). Утверждает другой пит-босс, не вы.</translation>
    </message>
    <message>
        <source>Pay the player more</source>
        <translation>Доплатить игроку</translation>
    </message>
    <message>
        <source>Take back from the player</source>
        <translation>Забрать у игрока</translation>
    </message>
    <message>
        <source>what went wrong (e.g. paid 2:1, the table pays 5:2)</source>
        <translation>что пошло не так (например, выплачено 2:1, а стол платит 5:2)</translation>
    </message>
    <message>
        <source>Pit boss</source>
        <translation>Пит-босс</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Исправление</translation>
    </message>
    <message>
        <source>Amount ({currency})</source>
        <translation>Сумма ({currency})</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>Correct hand {hand} · {table}</source>
        <translation>Исправить раздачу {hand} · {table}</translation>
    </message>
    <message>
        <source>Seat {seat} · {player}</source>
        <translation>Место {seat} · {player}</translation>
    </message>
    <message>
        <source>no seat of this hand can be corrected</source>
        <translation>ни одно место этой раздачи исправить нельзя</translation>
    </message>
    <message>
        <source>enter the amount</source>
        <translation>введите сумму</translation>
    </message>
    <message>
        <source>give the reason; it goes on the record</source>
        <translation>укажите причину; она попадёт в записи</translation>
    </message>
    <message>
        <source>the pit boss who approves enters their name and PIN to {action}</source>
        <translation>утверждающий пит-босс вводит своё имя и PIN-код, чтобы {action}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Смена</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Сессия</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Закрыта</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Пересчитан</translation>
    </message>
    <message>
        <source>Variance</source>
        <translation>Расхождение</translation>
    </message>
    <message>
        <source>The count team counts blind: the recorded drop shows once the box is counted.</source>
        <translation>Счётная бригада считает вслепую: записанный дроп показывается после пересчёта бокса.</translation>
    </message>
    <message>
        <source>{table}, session {session} (shift {shift})</source>
        <translation>{table}, сессия {session} (смена {shift})</translation>
    </message>
    <message>
        <source>{head}: closed at {time}; its drop box waits for its count.</source>
        <translation>{head}: закрыта в {time}; её дроп-бокс ждёт пересчёта.</translation>
    </message>
    <message>
        <source>{head}: closed at {time}; its drop box waits for its count; recorded drop {recorded}.</source>
        <translation>{head}: закрыта в {time}; её дроп-бокс ждёт пересчёта; записанный дроп {recorded}.</translation>
    </message>
    <message>
        <source>currency {amount}</source>
        <translation>наличные {amount}</translation>
    </message>
    <message>
        <source>chips {amount}</source>
        <translation>фишки {amount}</translation>
    </message>
    <message>
        <source>markers {amount}</source>
        <translation>маркеры {amount}</translation>
    </message>
    <message>
        <source>{head}: count {count} by {counter} and {witness} at {time}: {parts}, {total} in all against {recorded} recorded.</source>
        <translation>{head}: пересчёт {count} ({counter} и {witness}, {time}): {parts}, всего {total} при записанных {recorded}.</translation>
    </message>
    <message>
        <source>A recount of count {count}: {reason}</source>
        <translation>Повторный пересчёт пересчёта {count}: {reason}</translation>
    </message>
    <message>
        <source>Resolved by {name} at {time}: {reason}</source>
        <translation>Урегулировано: {name}, {time}: {reason}</translation>
    </message>
    <message>
        <source>The variance is open until a supervisor resolves it.</source>
        <translation>Расхождение открыто, пока его не урегулирует супервайзер.</translation>
    </message>
    <message>
        <source>Count room</source>
        <translation>Счётная комната</translation>
    </message>
    <message>
        <source>Enter count…</source>
        <translation>Ввести пересчёт…</translation>
    </message>
    <message>
        <source>Recount…</source>
        <translation>Пересчитать повторно…</translation>
    </message>
    <message>
        <source>Resolve variance…</source>
        <translation>Урегулировать расхождение…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Gaming day</source>
        <translation>Игровой день</translation>
    </message>
    <message>
        <source>You are {role}: you enter and recount drop counts, witnessed by a second counter and resolve variances, with the reason.</source>
        <translation>Ваша роль — {role}: вы вводите пересчёты дропа и повторные пересчёты, подписанные вторым подписантом, и урегулируете расхождения с указанием причины.</translation>
    </message>
    <message>
        <source>You are {role}: you enter and recount drop counts, witnessed by a second counter.</source>
        <translation>Ваша роль — {role}: вы вводите пересчёты дропа и повторные пересчёты, подписанные вторым подписантом.</translation>
    </message>
    <message>
        <source>You are {role}: you resolve variances, with the reason.</source>
        <translation>Ваша роль — {role}: вы урегулируете расхождения с указанием причины.</translation>
    </message>
    <message>
        <source>You are {role}: you read the count room and change nothing.</source>
        <translation>Ваша роль — {role}: вы просматриваете счётную комнату и ничего не меняете.</translation>
    </message>
    <message>
        <source>Counts are blind: a box's recorded drop shows once it is counted.</source>
        <translation>Пересчёт вслепую: записанный дроп бокса показывается после его пересчёта.</translation>
    </message>
    <message numerus="yes">
        <source>{day} — %n to count</source>
        <translation><numerusform>{day} — к пересчёту %n</numerusform><numerusform>{day} — к пересчёту %n</numerusform><numerusform>{day} — к пересчёту %n</numerusform></translation>
    </message>
    <message>
        <source>Open variances, every day</source>
        <translation>Открытые расхождения, за все дни</translation>
    </message>
    <message>
        <source>choose a session still to count</source>
        <translation>выберите сессию, которую ещё нужно пересчитать</translation>
    </message>
    <message>
        <source>Count the drop of {table}</source>
        <translation>Пересчитать дроп: {table}</translation>
    </message>
    <message>
        <source>Session {session} of shift {shift}, closed at {time}: what is in its drop box, by denomination.</source>
        <translation>Сессия {session} смены {shift}, закрыта в {time}: содержимое дроп-бокса по номиналам.</translation>
    </message>
    <message>
        <source>choose a counted session to recount</source>
        <translation>выберите пересчитанную сессию для повторного пересчёта</translation>
    </message>
    <message>
        <source>Recount the drop of {table}</source>
        <translation>Повторно пересчитать дроп: {table}</translation>
    </message>
    <message>
        <source>Count {count} stays on record; the recount replaces it in the books and its variance is open again until resolved.</source>
        <translation>Пересчёт {count} остаётся в записях; повторный пересчёт заменяет его в учёте, и расхождение снова открыто до урегулирования.</translation>
    </message>
    <message>
        <source>why the box was counted again</source>
        <translation>почему бокс пересчитан повторно</translation>
    </message>
    <message>
        <source>count {count} of {table} is recounted.</source>
        <translation>пересчёт {count} стола {table} пересчитан повторно.</translation>
    </message>
    <message>
        <source>count {count} of {table} is entered.</source>
        <translation>пересчёт {count} стола {table} введён.</translation>
    </message>
    <message>
        <source>count {count} of {table} is recounted; variance {variance}.</source>
        <translation>пересчёт {count} стола {table} пересчитан повторно; расхождение {variance}.</translation>
    </message>
    <message>
        <source>count {count} of {table} is entered; variance {variance}.</source>
        <translation>пересчёт {count} стола {table} введён; расхождение {variance}.</translation>
    </message>
    <message>
        <source>choose a session whose variance is open</source>
        <translation>выберите сессию с открытым расхождением</translation>
    </message>
    <message>
        <source>the variance of {table} is resolved.</source>
        <translation>расхождение стола {table} урегулировано.</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Валюта</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <source>Second counter</source>
        <translation>Второй подписант</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Маркеры</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Пересчёт</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>сумма</translation>
    </message>
    <message>
        <source>marker line {row}: {error}</source>
        <translation>строка маркеров {row}: {error}</translation>
    </message>
    <message>
        <source>marker line {row} needs an amount above zero and a count</source>
        <translation>в строке маркеров {row} нужны сумма больше нуля и количество</translation>
    </message>
    <message>
        <source>Counted drop: {amount}</source>
        <translation>Посчитанный дроп: {amount}</translation>
    </message>
    <message>
        <source>give the reason for the recount; it goes on the record</source>
        <translation>укажите причину повторного пересчёта; она попадёт в записи</translation>
    </message>
    <message>
        <source>the second counter enters their name and PIN</source>
        <translation>второй подписант вводит своё имя и PIN-код</translation>
    </message>
    <message>
        <source>nothing is counted: if the box was empty, press OK again to enter an empty count</source>
        <translation>ничего не пересчитано: если бокс был пуст, нажмите OK ещё раз, чтобы ввести пустой пересчёт</translation>
    </message>
    <message>
        <source>{table}, session {session} (shift {shift}): counted {total} (count {count}, by {counter} and {witness}) against {recorded} recorded: a variance of {variance}.</source>
        <translation>{table}, сессия {session} (смена {shift}): посчитано {total} (пересчёт {count}, {counter} и {witness}) при записанных {recorded}: расхождение {variance}.</translation>
    </message>
    <message>
        <source>what was found: it is kept with the resolution</source>
        <translation>что обнаружено: сохраняется вместе с урегулированием</translation>
    </message>
    <message>
        <source>Resolve a variance</source>
        <translation>Урегулировать расхождение</translation>
    </message>
    <message>
        <source>chain</source>
        <comment>a fault's kind: the table's record failed verification</comment>
        <translation>цепочка</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Сбой</translation>
    </message>
    <message>
        <source>Raised</source>
        <translation>Зафиксирован</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Кем</translation>
    </message>
    <message>
        <source>Faults</source>
        <translation>Сбои</translation>
    </message>
    <message>
        <source>A table with an open fault is stopped on every console. Read its verify report, then clear the fault with a note saying what was found and done.</source>
        <translation>Стол с открытым сбоем остановлен на всех консолях. Прочитайте его отчёт проверки, затем снимите сбой с примечанием о том, что обнаружено и сделано.</translation>
    </message>
    <message>
        <source>Verify report</source>
        <translation>Отчёт проверки</translation>
    </message>
    <message>
        <source>The selected table's verify report shows here.</source>
        <translation>Здесь показывается отчёт проверки выбранного стола.</translation>
    </message>
    <message>
        <source>what was found and done: it is kept with the fault</source>
        <translation>что обнаружено и сделано: сохраняется вместе со сбоем</translation>
    </message>
    <message>
        <source>The record still fails: accept it and let play go on (the fault stays on the record and in the shift report)</source>
        <translation>Записи всё ещё не проходят проверку: принять это и продолжить игру (сбой остаётся в записях и в отчёте за смену)</translation>
    </message>
    <message>
        <source>Approved by (a second supervisor; one of you an administrator)</source>
        <translation>Утверждено (второй супервайзер; один из вас — администратор)</translation>
    </message>
    <message>
        <source>Clear the fault</source>
        <translation>Снять сбой</translation>
    </message>
    <message>
        <source>No table has an open fault.</source>
        <translation>Открытых сбоев нет ни у одного стола.</translation>
    </message>
    <message>
        <source>Read the table's verify report first.</source>
        <translation>Сначала прочитайте отчёт проверки стола.</translation>
    </message>
    <message>
        <source>write the note: what was found and done</source>
        <translation>напишите примечание: что обнаружено и сделано</translation>
    </message>
    <message>
        <source>a second supervisor enters their name and PIN to {action}</source>
        <translation>второй супервайзер вводит своё имя и PIN-код, чтобы {action}</translation>
    </message>
    <message>
        <source>Fault {fault} of {table} is accepted over the failing record, approved by {approver}; play may go on.</source>
        <translation>Сбой {fault} стола {table} принят поверх непрошедших проверку записей, утверждено: {approver}; игру можно продолжать.</translation>
    </message>
    <message>
        <source>Fault {fault} of {table} is cleared; play may go on.</source>
        <translation>Сбой {fault} стола {table} снят; игру можно продолжать.</translation>
    </message>
    <message>
        <source>What these rules do</source>
        <translation>Что дают эти правила</translation>
    </message>
    <message>
        <source>The figures could not be computed: {reason}</source>
        <translation>Не удалось рассчитать показатели: {reason}</translation>
    </message>
    <message>
        <source>Seat {seat} (key {key})</source>
        <translation>Место {seat} (клавиша {key})</translation>
    </message>
    <message>
        <source>RIDING</source>
        <translation>СТАВКА ОСТАЁТСЯ</translation>
    </message>
    <message>
        <source>A push under the ride rule: this bet must play the next round</source>
        <translation>Ничья по правилу «ставка остаётся»: эта ставка должна сыграть в следующем раунде</translation>
    </message>
    <message>
        <source>no bet</source>
        <translation>нет ставки</translation>
    </message>
    <message>
        <source>waiting for the split</source>
        <translation>ожидание раскладки</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>hand not shown yet</source>
        <translation>рука ещё не открыта</translation>
    </message>
    <message>
        <source>Large · {category}</source>
        <translation>Большая · {category}</translation>
    </message>
    <message>
        <source>Small · {category}</source>
        <translation>Малая · {category}</translation>
    </message>
    <message>
        <source>Wins both hands</source>
        <translation>Выигрыш обеих рук</translation>
    </message>
    <message>
        <source>Wins Large only</source>
        <translation>Выигрыш только Большой</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>Проигрыш</translation>
    </message>
    <message>
        <source>Copies the
dealer</source>
        <translation>Играет
как дилер</translation>
    </message>
    <message>
        <source>Skilled
player</source>
        <translation>Опытный
игрок</translation>
    </message>
    <message>
        <source>Flagged players…</source>
        <translation>Отмеченные игроки…</translation>
    </message>
    <message>
        <source>0.00 copies the dealer; 1.00 always splits best.</source>
        <translation>0.00 — играет как дилер; 1.00 — всегда раскладывает наилучшим образом.</translation>
    </message>
    <message>
        <source>A player flagged for advantage play: their measured index.</source>
        <translation>Игрок, отмеченный за игру с преимуществом: его измеренный индекс.</translation>
    </message>
    <message>
        <source>Skill index</source>
        <translation>Индекс мастерства</translation>
    </message>
    <message>
        <source>Player's EV per round</source>
        <translation>Матожидание (EV) игрока за раунд</translation>
    </message>
    <message>
        <source>House edge against them</source>
        <translation>Преимущество казино против них</translation>
    </message>
    <message>
        <source>Per unit bet, per round: a linear projection of the index between the two exact figures above (copies the dealer at 0.00, skilled at 1.00).</source>
        <translation>На единицу ставки за раунд: линейная проекция индекса между двумя точными значениями выше (играет как дилер при 0.00, опытный игрок при 1.00).</translation>
    </message>
    <message>
        <source>Against a player</source>
        <translation>Против игрока</translation>
    </message>
    <message>
        <source>Flagged players not read: {why}</source>
        <translation>Отмеченные игроки не прочитаны: {why}</translation>
    </message>
    <message>
        <source>No player is flagged</source>
        <translation>Отмеченных игроков нет</translation>
    </message>
    <message>
        <source>Negative for the house: a player of skill index {index} expects to win {share} of every unit bet a round under these rules.</source>
        <translation>Отрицательно для казино: игрок с индексом мастерства {index} рассчитывает выигрывать {share} с каждой единицы ставки за раунд по этим правилам.</translation>
    </message>
    <message>
        <source>The house keeps {share} of every unit bet a round against a player of skill index {index}.</source>
        <translation>Казино оставляет себе {share} с каждой единицы ставки за раунд против игрока с индексом мастерства {index}.</translation>
    </message>
    <message>
        <source>Break-even skill index: {index}. A player above it beats these rules.</source>
        <translation>Индекс мастерства безубыточности: {index}. Игрок выше этого значения обыгрывает эти правила.</translation>
    </message>
    <message>
        <source>Even a player who copies the dealer beats these rules.</source>
        <translation>Эти правила обыгрывает даже игрок, который играет как дилер.</translation>
    </message>
    <message>
        <source>No skill beats these rules: the house wins at every index.</source>
        <translation>Никакое мастерство не обыгрывает эти правила: казино выигрывает при любом индексе.</translation>
    </message>
    <message>
        <source>What these rules do to the house</source>
        <translation>Что эти правила дают казино</translation>
    </message>
    <message>
        <source>EV per bet</source>
        <translation>Матожидание (EV) на ставку</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>Преимущество казино</translation>
    </message>
    <message>
        <source>Per initial bet: a pushed bet rides until it is settled.</source>
        <translation>На начальную ставку: ставка при ничьей остаётся до расчёта.</translation>
    </message>
    <message>
        <source>Per bet: a push pays nothing and takes nothing.</source>
        <translation>На ставку: ничья ничего не выплачивает и ничего не забирает.</translation>
    </message>
    <message>
        <source>WARNING: {warning}</source>
        <translation>ВНИМАНИЕ: {warning}</translation>
    </message>
    <message>
        <source>A skilled player does not beat these rules: the house keeps {share} of every bet even against the best splitting.</source>
        <translation>Опытный игрок не обыгрывает эти правила: казино оставляет себе {share} с каждой ставки даже при наилучшей раскладке.</translation>
    </message>
    <message>
        <source>Break-even commission: none needed at these pays and this commission.</source>
        <translation>Комиссия безубыточности: при этих выплатах и этой комиссии не нужна.</translation>
    </message>
    <message>
        <source>Break-even commission: {share} of winning payouts, the skilled player re-splitting at every commission.</source>
        <translation>Комиссия безубыточности: {share} с выигрышных выплат, при том что опытный игрок перераскладывает руку при каждой комиссии.</translation>
    </message>
    <message>
        <source>Exactly {fraction} of each payout.</source>
        <translation>Ровно {fraction} каждой выплаты.</translation>
    </message>
    <message>
        <source>Assumption: {assumption}.</source>
        <translation>Допущение: {assumption}.</translation>
    </message>
    <message>
        <source>House way: a computed split for each of the {vectors} suit-count vectors (differs from best-large on {differs}). No dealer rule, even a randomising one, holds a skilled player below {bound} per bet.</source>
        <translation>Раскладка казино: рассчитанная раскладка для каждого из {vectors} векторов по мастям (отличается от лучшей большой руки в {differs}). Никакое правило дилера, даже случайное, не удерживает опытного игрока ниже {bound} на ставку.</translation>
    </message>
    <message>
        <source>Bet · seat {seat} · {who}</source>
        <translation>Ставка · место {seat} · {who}</translation>
    </message>
    <message>
        <source>·  Enter places it, Escape cancels</source>
        <translation>·  Enter — поставить, Escape — отмена</translation>
    </message>
    <message>
        <source>Seat {seat}'s bet</source>
        <translation>Ставка места {seat}</translation>
    </message>
    <message>
        <source>Type cards as number and suit letter (3S 5M 1C), or Tab to the grid and pick. Enter moves on and sets; Escape cancels.</source>
        <translation>Вводите карты как число и букву масти (3S 5M 1C) или перейдите клавишей Tab к сетке и выберите. Enter — дальше и разложить; Escape — отмена.</translation>
    </message>
    <message numerus="yes">
        <source>{part}
(%n cards)</source>
        <translation><numerusform>{part}
(%n карта)</numerusform><numerusform>{part}
(%n карты)</numerusform><numerusform>{part}
(%n карт)</numerusform></translation>
    </message>
    <message>
        <source>now the {part}</source>
        <translation>теперь: {part}</translation>
    </message>
    <message>
        <source>Press 1-9 (or click) to choose the three cards of the Small Hand; the other six are the Large Hand. Enter sets, Escape cancels.</source>
        <translation>Нажмите 1-9 (или щёлкните), чтобы выбрать три карты Малой руки; остальные шесть — Большая рука. Enter — разложить, Escape — отмена.</translation>
    </message>
    <message>
        <source>Large (6)</source>
        <translation>Большая (6)</translation>
    </message>
    <message>
        <source>Small (3)</source>
        <translation>Малая (3)</translation>
    </message>
    <message>
        <source>the Small Hand is three cards: release one first</source>
        <translation>в Малой руке три карты: сначала снимите выбор с одной</translation>
    </message>
    <message>
        <source>Enter sets this split</source>
        <translation>Enter — принять эту раскладку</translation>
    </message>
    <message>
        <source>{chosen} of 3 Small Hand cards chosen</source>
        <translation>Выбрано карт Малой руки: {chosen} из 3</translation>
    </message>
    <message>
        <source>choose three cards for the Small Hand ({chosen} chosen)</source>
        <translation>выберите три карты для Малой руки (выбрано: {chosen})</translation>
    </message>
    <message>
        <source>Hand · seat {seat} · {who}</source>
        <translation>Рука · место {seat} · {who}</translation>
    </message>
    <message>
        <source>Settlement · check, then Enter to pay and collect</source>
        <translation>Расчёт · проверьте, затем Enter — выплатить и собрать</translation>
    </message>
    <message>
        <source>Pay and collect</source>
        <translation>Выплатить и собрать</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Wins both</source>
        <translation>Выигрыш обеих</translation>
    </message>
    <message>
        <source>Wins Large</source>
        <translation>Выигрыш Большой</translation>
    </message>
    <message>
        <source>best Large Hand (best-large)</source>
        <translation>лучшая Большая рука</translation>
    </message>
    <message>
        <source>the house way (house-way)</source>
        <translation>раскладка казино</translation>
    </message>
    <message>
        <source>the dealer's choice (dealer-choice)</source>
        <translation>на выбор дилера</translation>
    </message>
    <message>
        <source>not in play</source>
        <translation>не в игре</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a seat</comment>
        <translation>свободно</translation>
    </message>
    <message>
        <source>bet rides</source>
        <translation>ставка остаётся</translation>
    </message>
    <message>
        <source>bet rides to the next round</source>
        <translation>ставка остаётся на следующий раунд</translation>
    </message>
    <message>
        <source>bet stays</source>
        <translation>ставка стоит</translation>
    </message>
    <message>
        <source>bet stays (may be withdrawn)</source>
        <translation>ставка стоит (можно снять)</translation>
    </message>
    <message>
        <source>{payout} (commission {commission})</source>
        <translation>{payout} (комиссия {commission})</translation>
    </message>
    <message>
        <source>commission {amount}</source>
        <translation>комиссия {amount}</translation>
    </message>
    <message>
        <source>Bets {low}–{high}</source>
        <translation>Ставки {low}–{high}</translation>
    </message>
    <message>
        <source>pays {both} / {large}</source>
        <translation>выплаты {both} / {large}</translation>
    </message>
    <message>
        <source>push {push}</source>
        <translation>ничья: {push}</translation>
    </message>
    <message>
        <source>commission {percent}%</source>
        <translation>комиссия {percent} %</translation>
    </message>
    <message>
        <source>last round: set by {rule}</source>
        <translation>последний раунд: раскладка по правилу {rule}</translation>
    </message>
    <message>
        <source>set by {rule}</source>
        <translation>раскладка по правилу {rule}</translation>
    </message>
    <message>
        <source>Table closed</source>
        <translation>Стол закрыт</translation>
    </message>
    <message>
        <source>Bets open · N starts round {round}</source>
        <translation>Ставки открыты · N — начать раунд {round}</translation>
    </message>
    <message>
        <source>Bets open · Ctrl+P seats, B bets</source>
        <translation>Ставки открыты · Ctrl+P — посадка, B — ставки</translation>
    </message>
    <message>
        <source>Round {round} · S: settle</source>
        <translation>Раунд {round} · S — расчёт</translation>
    </message>
    <message>
        <source>Round {round} · H: hands to set, seat {seats}</source>
        <translation>Раунд {round} · H — раскладка рук, место {seats}</translation>
    </message>
    <message>
        <source>Round {round} · D: the dealer's hand</source>
        <translation>Раунд {round} · D — рука дилера</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
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
        <translation>Выплата</translation>
    </message>
    <message>
        <source>Commission</source>
        <translation>Комиссия</translation>
    </message>
    <message>
        <source>rides (locked)</source>
        <translation>остаётся (заблокирована)</translation>
    </message>
    <message>
        <source>stays, may withdraw</source>
        <translation>стоит, можно снять</translation>
    </message>
    <message>
        <source>The house pays {paid} and collects {collected}.</source>
        <translation>Казино выплачивает {paid} и собирает {collected}.</translation>
    </message>
    <message>
        <source> and not with a bet riding</source>
        <translation> и не при оставшейся ставке</translation>
    </message>
    <message>
        <source>1-7 select a seat  ·  B bet  ·  W withdraw  ·  N start the round  ·  H a seat's hand  ·  D the dealer's hand  ·  S settle</source>
        <translation>1-7 — выбрать место  ·  B — ставка  ·  W — снять  ·  N — начать раунд  ·  H — рука места  ·  D — рука дилера  ·  S — расчёт</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Снять ставку</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>Начать раунд</translation>
    </message>
    <message>
        <source>Seat's hand</source>
        <translation>Рука места</translation>
    </message>
    <message>
        <source>Dealer's hand</source>
        <translation>Рука дилера</translation>
    </message>
    <message>
        <source>Settle</source>
        <translation>Расчёт</translation>
    </message>
    <message>
        <source>this table's seats are 1 to {seats}; seat {seat} is not in play</source>
        <translation>места за этим столом — с 1 по {seats}; место {seat} не в игре</translation>
    </message>
    <message>
        <source>select a seat first (keys 1-7), then B</source>
        <translation>сначала выберите место (клавиши 1-7), затем B</translation>
    </message>
    <message>
        <source>bets are placed between rounds</source>
        <translation>ставки делаются между раундами</translation>
    </message>
    <message>
        <source>seat {seat} is empty: Ctrl+P seats a player</source>
        <translation>место {seat} свободно: Ctrl+P — посадить игрока</translation>
    </message>
    <message>
        <source>seat {seat}'s bet rides after a push: it plays the next round unchanged</source>
        <translation>ставка места {seat} остаётся после ничьей: она играет в следующем раунде без изменений</translation>
    </message>
    <message>
        <source>seat {seat} cannot bet now (its stack is below the minimum bet)</source>
        <translation>место {seat} сейчас не может ставить (его стек меньше минимальной ставки)</translation>
    </message>
    <message>
        <source>seat {seat}'s bet rides after a push: it cannot be withdrawn</source>
        <translation>ставка места {seat} остаётся после ничьей: снять её нельзя</translation>
    </message>
    <message>
        <source>select a seat with a bet (keys 1-7), then W</source>
        <translation>выберите место со ставкой (клавиши 1-7), затем W</translation>
    </message>
    <message>
        <source>a round starts between rounds, once a seat has a bet</source>
        <translation>раунд начинается между раундами, когда на каком-либо месте есть ставка</translation>
    </message>
    <message>
        <source>splits are entered during a round, until the dealer's hand is set</source>
        <translation>раскладки вводятся во время раунда, пока рука дилера не разложена</translation>
    </message>
    <message>
        <source>Hand · seat {seat} · {who} · as the player set it</source>
        <translation>Рука · место {seat} · {who} · в раскладке игрока</translation>
    </message>
    <message>
        <source>Large Hand</source>
        <translation>Большая рука</translation>
    </message>
    <message>
        <source>Small Hand</source>
        <translation>Малая рука</translation>
    </message>
    <message>
        <source>every seat has set: D for the dealer's hand</source>
        <translation>все места разложили карты: D — рука дилера</translation>
    </message>
    <message>
        <source>every seat sets before the dealer: H for the others</source>
        <translation>все места раскладывают карты до дилера: H — для остальных</translation>
    </message>
    <message>
        <source>the dealer's hand is set once per round</source>
        <translation>рука дилера раскладывается один раз за раунд</translation>
    </message>
    <message>
        <source>Dealer's Large Hand</source>
        <translation>Большая рука дилера</translation>
    </message>
    <message>
        <source>Dealer's Small Hand</source>
        <translation>Малая рука дилера</translation>
    </message>
    <message>
        <source>Dealer's hand · as the dealer set it (dealer-choice)</source>
        <translation>Рука дилера · в раскладке дилера (dealer-choice)</translation>
    </message>
    <message>
        <source>Dealer's nine</source>
        <translation>Девять карт дилера</translation>
    </message>
    <message>
        <source>Dealer's hand · the console splits it by {rule}</source>
        <translation>Рука дилера · консоль раскладывает её по правилу {rule}</translation>
    </message>
    <message>
        <source>S shows the settlement</source>
        <translation>S — показать расчёт</translation>
    </message>
    <message>
        <source>a round settles once the dealer's hand is set</source>
        <translation>раунд рассчитывается, когда рука дилера разложена</translation>
    </message>
    <message>
        <source>settled: the results stay up until the next round starts</source>
        <translation>рассчитано: результаты видны до начала следующего раунда</translation>
    </message>
    <message>
        <source>What these rules play</source>
        <translation>Во что играют эти правила</translation>
    </message>
    <message>
        <source>A throw puts in contest</source>
        <translation>Бросок разыгрывает</translation>
    </message>
    <message>
        <source>Of 64</source>
        <translation>Из 64</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Стратегия</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Начинающий</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Раздачи</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Ставки</translation>
    </message>
    <message>
        <source>From</source>
        <translation>С</translation>
    </message>
    <message>
        <source>to</source>
        <translation>по</translation>
    </message>
    <message>
        <source>{declinable} of 64 throws show a Black and may be declined; {white} is triple White, {black} are triple Black. A contest: either player wins it with chance {chance} (equal rolls, {tie} of {pairs}, roll again).</source>
        <translation>{declinable} из 64 бросков показывают Чёрную, от них можно отказаться; {white} — три белые, {black} — три чёрные. Розыгрыш: каждый игрок выигрывает его с вероятностью {chance} (при равных бросках, {tie} из {pairs}, бросают снова).</translation>
    </message>
    <message>
        <source>A game to {target} ({win_check}, settled {settle}), exact: the first thrower's chance, the Hands a game lasts and the stakes it moves, on average, both players declining by the policy ({legend}).</source>
        <translation>Игра до {target} очков ({win_check}, расчёт {settle}), точно: шанс первого бросающего, сколько конов длится игра и сколько ставок она перемещает в среднем, если оба игрока отказываются по стратегии ({legend}).</translation>
    </message>
    <message>
        <source>The game's chances are computed for two players; these rules seat {players}.</source>
        <translation>Шансы игры рассчитаны для двух игроков; по этим правилам игроков: {players}.</translation>
    </message>
    <message>
        <source>No game stands at {first} to {second} between Hands: no run of throws leads there.</source>
        <translation>Счёт {first}:{second} между конами невозможен: никакая серия бросков к нему не ведёт.</translation>
    </message>
    <message>
        <source>At {first} to {second}, the player to throw wins {chance} (both declining a Black when ahead), {hands} Hands to go.</source>
        <translation>При счёте {first}:{second} бросающий выигрывает с вероятностью {chance} (оба отказываются от Чёрной, когда впереди), осталось конов: {hands}.</translation>
    </message>
    <message>
        <source>Opening roll</source>
        <translation>Первый бросок</translation>
    </message>
    <message>
        <source>Contest for the {prize}</source>
        <translation>Розыгрыш: {prize}</translation>
    </message>
    <message>
        <source>{contest}, rolled again (round {round})</source>
        <translation>{contest}, бросок заново (круг {round})</translation>
    </message>
    <message>
        <source>{contest}: {rolls}</source>
        <translation>{contest}: {rolls}</translation>
    </message>
    <message>
        <source>No game in play</source>
        <translation>Игра не идёт</translation>
    </message>
    <message>
        <source>Game {game} to {target}: everyone rolls for the first throw</source>
        <translation>Игра {game} до {target} очков: все бросают кости за право первого броска</translation>
    </message>
    <message>
        <source>Game {game} to {target} · Hand {hand}</source>
        <translation>Игра {game} до {target} очков · Кон {hand}</translation>
    </message>
    <message>
        <source>Game {game} to {target} · Hand {hand}: the wands are {holder}'s (passed by {entitled})</source>
        <translation>Игра {game} до {target} очков · Кон {hand}: палочки у {holder} (уступлено: {entitled})</translation>
    </message>
    <message>
        <source>Game {game} to {target} · Hand {hand}: the wands are {holder}'s</source>
        <translation>Игра {game} до {target} очков · Кон {hand}: палочки у {holder}</translation>
    </message>
    <message>
        <source>N starts a game</source>
        <translation>N — начать игру</translation>
    </message>
    <message>
        <source>{who}: take the wands? Y takes, X refuses</source>
        <translation>{who}: принять палочки? Y — принять, X — отказаться</translation>
    </message>
    <message>
        <source>{who}: take the first roll? Y takes, X refuses</source>
        <translation>{who}: принять первый бросок? Y — принять, X — отказаться</translation>
    </message>
    <message>
        <source>{who} threw a Black: D declines the Hand, P plays it</source>
        <translation>{who}: выпала Чёрная: D — отказаться от кона, P — разыграть его</translation>
    </message>
    <message>
        <source>{who} throws the wands: W throws</source>
        <translation>{who} бросает палочки: W — бросить</translation>
    </message>
    <message>
        <source>{who} throws the wands: type the three wands (B S W R), Enter</source>
        <translation>{who} бросает палочки: введите три палочки (B S W R), Enter</translation>
    </message>
    <message>
        <source>{who} rolls: R rolls</source>
        <translation>{who} бросает кости: R — бросить</translation>
    </message>
    <message>
        <source>{who} rolls: type the roll (2-12 or 3+5), Enter</source>
        <translation>{who} бросает кости: введите бросок (2-12 или 3+5), Enter</translation>
    </message>
    <message>
        <source>Ctrl+O offers it to the next player</source>
        <translation>Ctrl+O — предложить следующему игроку</translation>
    </message>
    <message>
        <source>the wands</source>
        <translation>палочки</translation>
    </message>
    <message>
        <source>rolled {roll}</source>
        <translation>выпало {roll}</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>ходит</translation>
    </message>
    <message>
        <source>No Hand yet this game.</source>
        <translation>В этой игре конов ещё не было.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Бросить палочки</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросить кости</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Отказаться</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Разыграть</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Предложить</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Принять</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Отказаться</translation>
    </message>
    <message>
        <source>Time charge</source>
        <translation>Плата за время</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>{seat} · empty</source>
        <translation>{seat} · свободно</translation>
    </message>
    <message>
        <source>no new game now: one is in play</source>
        <translation>новую игру сейчас начать нельзя: идёт игра</translation>
    </message>
    <message>
        <source>type the three wands the thrower shows, then Enter</source>
        <translation>введите три палочки, которые показывает бросающий, затем Enter</translation>
    </message>
    <message>
        <source>nobody throws the wands now</source>
        <translation>сейчас никто не бросает палочки</translation>
    </message>
    <message>
        <source>type the roll the dice show, then Enter</source>
        <translation>введите бросок, который показывают кости, затем Enter</translation>
    </message>
    <message>
        <source>nobody rolls now</source>
        <translation>сейчас никто не бросает кости</translation>
    </message>
    <message>
        <source>only a throw that shows a Black can be declined</source>
        <translation>отказаться можно только от броска с Чёрной</translation>
    </message>
    <message>
        <source>no throw waits to be declined or played</source>
        <translation>нет броска, ожидающего отказа или розыгрыша</translation>
    </message>
    <message>
        <source>an option is offered by who throws the wands or rolls first, before using it</source>
        <translation>право предлагает тот, кто бросает палочки или первым бросает кости, до того как им воспользоваться</translation>
    </message>
    <message>
        <source>no offer waits for an answer</source>
        <translation>нет предложения, ожидающего ответа</translation>
    </message>
    <message>
        <source>no time charge to collect now</source>
        <translation>сейчас нет платы за время к взиманию</translation>
    </message>
    <message>
        <source>type the three wands</source>
        <translation>введите три палочки</translation>
    </message>
    <message>
        <source>type the roll</source>
        <translation>введите бросок</translation>
    </message>
    <message>
        <source>nothing to enter now</source>
        <translation>сейчас вводить нечего</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрная</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Корабль</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белая</translation>
    </message>
    <message>
        <source>Star</source>
        <translation>Звезда</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Fraction</source>
        <translation>Доля</translation>
    </message>
    <message>
        <source>What these rules deal</source>
        <translation>Что сдают эти правила</translation>
    </message>
    <message>
        <source>Counted over every three-card hand of the pack; the svara chance over two hands dealt from one pack (equal values tie whatever made them).</source>
        <translation>Подсчитано по всем рукам из трёх карт колоды; вероятность свары — по двум рукам, сданным из одной колоды (равные очки — ничья, чем бы они ни были набраны).</translation>
    </message>
    <message>
        <source>{profile}: {hands} hands</source>
        <translation>{profile}: рук: {hands}</translation>
    </message>
    <message>
        <source>A two-player showdown is a svara: &lt;b style='font-size:20px'&gt;{fraction}&lt;/b&gt; ({percent}, about 1 in {one_in})</source>
        <translation>Вскрытие двух игроков оказывается сварой: &lt;b style='font-size:20px'&gt;{fraction}&lt;/b&gt; ({percent}, примерно 1 из {one_in})</translation>
    </message>
    <message>
        <source>A two-player showdown is never a svara under this profile.</source>
        <translation>При этом профиле вскрытие двух игроков никогда не бывает сварой.</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Посмотреть карты</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>Атаковать</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Вскрытие</translation>
    </message>
    <message>
        <source>All-in</source>
        <translation>Олл-ин</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Split the pot</source>
        <translation>Разделить банк</translation>
    </message>
    <message>
        <source>Play the svara</source>
        <translation>Разыграть свару</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Вступить</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Не вступать</translation>
    </message>
    <message>
        <source>Deal the svara</source>
        <translation>Сдать свару</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Новая раздача</translation>
    </message>
    <message>
        <source>Showdown</source>
        <translation>Вскрытие</translation>
    </message>
    <message>
        <source>dark</source>
        <comment>a Seka seat that has not looked</comment>
        <translation>втёмную</translation>
    </message>
    <message>
        <source>light</source>
        <comment>a Seka seat that has looked</comment>
        <translation>в открытую</translation>
    </message>
    <message>
        <source>Has not looked: pays half the stake</source>
        <translation>Карты не открыты — половина ставки</translation>
    </message>
    <message>
        <source>Has looked (or plays light): pays the whole stake</source>
        <translation>Карты просмотрены (или игра в открытую) — полная ставка</translation>
    </message>
    <message>
        <source>Showed a hand worth {value}</source>
        <translation>Показана рука, очков: {value}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>свободно</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>ожидание</translation>
    </message>
    <message>
        <source>sat out</source>
        <translation>пропуск</translation>
    </message>
    <message>
        <source>folded</source>
        <translation>сброс</translation>
    </message>
    <message>
        <source>all-in</source>
        <translation>олл-ин</translation>
    </message>
    <message>
        <source>called</source>
        <translation>продолжение</translation>
    </message>
    <message>
        <source>raised</source>
        <translation>атака</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>вскрытие</translation>
    </message>
    <message>
        <source>looked</source>
        <translation>карты просмотрены</translation>
    </message>
    <message>
        <source>shown down</source>
        <translation>проигрыш при вскрытии</translation>
    </message>
    <message>
        <source>showdown</source>
        <translation>вскрытие</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>в сваре</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>отказ</translation>
    </message>
    <message>
        <source>to say: split?</source>
        <translation>решение: делить?</translation>
    </message>
    <message>
        <source>asked to join</source>
        <translation>предложено вступить</translation>
    </message>
    <message>
        <source>Paid {amount}</source>
        <translation>Внесено {amount}</translation>
    </message>
    <message>
        <source>Hand {hand} · svara {deal}</source>
        <translation>Раздача {hand} · свара {deal}</translation>
    </message>
    <message>
        <source>Betting</source>
        <translation>Ставки</translation>
    </message>
    <message>
        <source>Svara: split or play?</source>
        <translation>Свара: делить или играть?</translation>
    </message>
    <message>
        <source>Svara: who joins?</source>
        <translation>Свара: кто вступает?</translation>
    </message>
    <message>
        <source>Svara: deal</source>
        <translation>Свара: сдача</translation>
    </message>
    <message>
        <source>Svara {deal}: betting</source>
        <translation>Свара {deal}: торговля</translation>
    </message>
    <message>
        <source>Showdown (the orbits ran out)</source>
        <translation>Вскрытие (круги закончились)</translation>
    </message>
    <message>
        <source>Showdown (nobody left to bet)</source>
        <translation>Вскрытие (ставить больше некому)</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>seat {seat} pays {amount} dark (half)</source>
        <translation>место {seat} вносит {amount} втёмную (половина)</translation>
    </message>
    <message>
        <source>seat {seat} pays {amount}</source>
        <translation>место {seat} вносит {amount}</translation>
    </message>
    <message>
        <source>{seats} tie at {value}</source>
        <translation>{seats}: ничья, очков {value}</translation>
    </message>
    <message>
        <source>{seats} tie</source>
        <translation>{seats}: ничья</translation>
    </message>
    <message>
        <source>SVARA</source>
        <translation>СВАРА</translation>
    </message>
    <message>
        <source>Pot carried {pot} · fee to join &lt;b&gt;{fee}&lt;/b&gt;</source>
        <translation>Перенесённый банк {pot} · взнос за вступление &lt;b&gt;{fee}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>split agreed: {seats}</source>
        <translation>раздел согласован: {seats}</translation>
    </message>
    <message>
        <source>joined: {seats}</source>
        <translation>вступили: {seats}</translation>
    </message>
    <message>
        <source>passed: {seats}</source>
        <translation>отказались: {seats}</translation>
    </message>
    <message>
        <source>{seat} to act (dark)</source>
        <translation>{seat} ходит (втёмную)</translation>
    </message>
    <message>
        <source>{seat} to act (light)</source>
        <translation>{seat} ходит (в открытую)</translation>
    </message>
    <message>
        <source>{seat}: split the pot, or play the svara?</source>
        <translation>{seat}: разделить банк или разыграть свару?</translation>
    </message>
    <message>
        <source>{seat}: join the svara?</source>
        <translation>{seat}: вступить в свару?</translation>
    </message>
    <message>
        <source>The svara deal is next</source>
        <translation>Далее — сдача свары</translation>
    </message>
    <message>
        <source>Showdown: enter the shown hands</source>
        <translation>Вскрытие: введите открытые руки</translation>
    </message>
    <message>
        <source>Showdown: show the dealt hands</source>
        <translation>Вскрытие: откройте сданные руки</translation>
    </message>
    <message>
        <source>split by agreement</source>
        <translation>разделён по согласию</translation>
    </message>
    <message>
        <source>after 1 svara</source>
        <translation>после 1 свары</translation>
    </message>
    <message numerus="yes">
        <source>after %n svaras</source>
        <translation><numerusform>после %n свары</numerusform><numerusform>после %n свар</numerusform><numerusform>после %n свар</numerusform></translation>
    </message>
    <message>
        <source>rake {amount}</source>
        <translation>рейк {amount}</translation>
    </message>
    <message>
        <source> (showed {value})</source>
        <translation> (показано очков: {value})</translation>
    </message>
    <message>
        <source> (unseen)</source>
        <translation> (не глядя)</translation>
    </message>
    <message>
        <source>; {how}</source>
        <translation>; {how}</translation>
    </message>
    <message>
        <source>Hand {hand} voided: every payment went back</source>
        <translation>Раздача {hand} аннулирована: все платежи возвращены</translation>
    </message>
    <message>
        <source>Join for</source>
        <translation>Вступить за</translation>
    </message>
    <message>
        <source>Raise to</source>
        <translation>Атаковать до</translation>
    </message>
    <message>
        <source>Hands</source>
        <comment>the shown hands</comment>
        <translation>Руки</translation>
    </message>
    <message>
        <source>&lt;b style='color:{ink}'&gt;{seat} folds&lt;/b&gt; (equal values: the revealer folds); {other} plays on</source>
        <translation>&lt;b style='color:{ink}'&gt;{seat} сбрасывает карты&lt;/b&gt; (равные очки: сбрасывает вскрывающий); {other} играет дальше</translation>
    </message>
    <message>
        <source>&lt;b style='color:{ink}'&gt;{seat} folds&lt;/b&gt; (the lower hand folds); {other} plays on</source>
        <translation>&lt;b style='color:{ink}'&gt;{seat} сбрасывает карты&lt;/b&gt; (сбрасывает меньшая рука); {other} играет дальше</translation>
    </message>
    <message>
        <source>&lt;span style='color:{ink}; font-weight:800'&gt;SVARA&lt;/span&gt;: seats {seats} tie. The pot of {pot} is carried into a svara; each other player dealt in may join for &lt;b&gt;{fee}&lt;/b&gt;</source>
        <translation>&lt;span style='color:{ink}; font-weight:800'&gt;СВАРА&lt;/span&gt;: места {seats} с равными очками. Банк {pot} переносится в свару; любой другой игрок, участвовавший в сдаче, может вступить за &lt;b&gt;{fee}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{seat}: {amount} goes back</source>
        <translation>{seat}: {amount} возвращается</translation>
    </message>
    <message>
        <source>Rake to the house: {amount} (from side pot {pot})</source>
        <translation>Рейк казино: {amount} (из побочного банка {pot})</translation>
    </message>
    <message>
        <source>Rake to the house: {amount}</source>
        <translation>Рейк казино: {amount}</translation>
    </message>
    <message>
        <source>Main pot</source>
        <translation>Основной банк</translation>
    </message>
    <message>
        <source>Side pot {number}</source>
        <translation>Побочный банк {number}</translation>
    </message>
    <message>
        <source>{pot} {amount} (uncontested): &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount} (без борьбы): &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{pot} {amount} (split by agreement): &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount} (раздел по согласию): &lt;b&gt;{shares}&lt;/b&gt;</translation>
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
        <translation>Банк ещё не выплачен: торговля продолжается.</translation>
    </message>
    <message>
        <source>raise the stake to</source>
        <translation>атаковать до</translation>
    </message>
    <message>
        <source>no hand is shown now</source>
        <translation>сейчас ни одна рука не открывается</translation>
    </message>
    <message>
        <source>the engine refused it</source>
        <translation>ход отклонён движком игры</translation>
    </message>
    <message>
        <source>Reveal by seat {seat} · {player}</source>
        <translation>Вскрывается место {seat} · {player}</translation>
    </message>
    <message>
        <source>e.g. {cards}</source>
        <translation>например, {cards}</translation>
    </message>
    <message>
        <source>seat {seat}'s cards</source>
        <translation>карты места {seat}</translation>
    </message>
    <message>
        <source>a Seka hand is {size} cards, not {count}</source>
        <translation>в руке Секи должно быть карт: {size}, а не {count}</translation>
    </message>
    <message>
        <source>Who takes what  [Enter]</source>
        <translation>Кто что забирает  [Enter]</translation>
    </message>
    <message>
        <source>Type each shown hand: rank ({ranks}) then suit {suits}, e.g. {example}, or {joker} for the joker. Enter moves to the next hand, then shows who takes what.</source>
        <translation>Вводите каждую открытую руку: достоинство ({ranks}), затем масть {suits}, например {example}, или {joker} для джокера. Enter — к следующей руке, затем показ, кто что забирает.</translation>
    </message>
    <message>
        <source>Type each shown hand: rank ({ranks}) then suit {suits}, e.g. {example}. Enter moves to the next hand, then shows who takes what.</source>
        <translation>Вводите каждую открытую руку: достоинство ({ranks}), затем масть {suits}, например {example}. Enter — к следующей руке, затем показ, кто что забирает.</translation>
    </message>
    <message>
        <source>{title}: enter the shown hands</source>
        <translation>{title}: введите открытые руки</translation>
    </message>
    <message>
        <source>{title}: who takes what</source>
        <translation>{title}: кто что забирает</translation>
    </message>
    <message>
        <source>dealt by the console</source>
        <translation>сдано консолью</translation>
    </message>
    <message>
        <source>shown before</source>
        <translation>открыто ранее</translation>
    </message>
    <message>
        <source>enter three cards ({typed} typed)</source>
        <translation>введите три карты (введено: {typed})</translation>
    </message>
    <message>
        <source>card {card} is also in seat {seat}'s hand; the {pack} pack holds it once</source>
        <translation>карта {card} есть и в руке места {seat}; в колоде {pack} она одна</translation>
    </message>
    <message>
        <source>value {value}</source>
        <translation>очков: {value}</translation>
    </message>
    <message>
        <source>{what}: {count} cards, e.g. {example}</source>
        <translation>{what}: карт — {count}, например {example}</translation>
    </message>
    <message>
        <source>{what}: {count} cards</source>
        <translation>{what}: карт — {count}</translation>
    </message>
    <message>
        <source>{what}: {typed} of {count} cards</source>
        <translation>{what}: {typed} из {count} карт</translation>
    </message>
    <message>
        <source>{what} is {count} cards, not {typed}</source>
        <translation>{what}: должно быть карт — {count}, а не {typed}</translation>
    </message>
    <message>
        <source>card {card} is entered {times} times; the deck holds only {copies} copies</source>
        <translation>карта {card} введена {times} раз(а); в колоде только {copies} экземпляра</translation>
    </message>
    <message>
        <source>card {card}: no copy is left (the deck holds {copies}; {elsewhere} already entered in this round, {here} here)</source>
        <translation>карта {card}: экземпляров не осталось (в колоде {copies}; {elsewhere} уже введено в этом раунде, {here} здесь)</translation>
    </message>
    <message>
        <source>card {card}: no copy is left (the deck holds {copies}; {elsewhere} already entered in this round)</source>
        <translation>карта {card}: экземпляров не осталось (в колоде {copies}; {elsewhere} уже введено в этом раунде)</translation>
    </message>
    <message>
        <source>{what} needs {count} cards; {typed} entered</source>
        <translation>{what}: нужно карт — {count}; введено {typed}</translation>
    </message>
    <message>
        <source>{number} of {suit} ({card})</source>
        <translation>{number}, масть {suit} ({card})</translation>
    </message>
    <message>
        <source>{left} left</source>
        <comment>copies of a card</comment>
        <translation>осталось: {left}</translation>
    </message>
    <message>
        <source>Hand check</source>
        <translation>Проверка руки</translation>
    </message>
    <message>
        <source>Type six cards (a Sekhoma hand) or three (a Small Hand): number 1-6, then the suit letter {suits}, e.g. {example}</source>
        <translation>Введите шесть карт (рука Сехомы) или три (Малая рука): число 1-6, затем букву масти {suits}, например {example}</translation>
    </message>
    <message>
        <source>{count} of 6 cards</source>
        <translation>{count} из 6 карт</translation>
    </message>
    <message>
        <source>a hand has 6 cards (3 for a Small Hand), not {count}</source>
        <translation>в руке 6 карт (3 для Малой руки), а не {count}</translation>
    </message>
    <message>
        <source>Small Hand - rank {rank}, score {score}</source>
        <translation>Малая рука — место {rank}, очки {score}</translation>
    </message>
    <message>
        <source>Sekhoma hand - rank {rank}, score {score}</source>
        <translation>Рука Сехомы — место {rank}, очки {score}</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Обмен</translation>
    </message>
    <message>
        <source>card {number}: {card}</source>
        <translation>карта {number}: {card}</translation>
    </message>
    <message numerus="yes">
        <source>at most %n cards may be exchanged</source>
        <translation><numerusform>можно поменять не более %n карты</numerusform><numerusform>можно поменять не более %n карт</numerusform><numerusform>можно поменять не более %n карт</numerusform></translation>
    </message>
    <message>
        <source>{count} of max {most}</source>
        <translation>{count} из макс. {most}</translation>
    </message>
    <message>
        <source>1-6 mark · Enter sends · Esc cancels</source>
        <translation>1-6 — отметить · Enter — отправить · Esc — отмена</translation>
    </message>
    <message>
        <source>Betting round 1</source>
        <translation>Круг торговли 1</translation>
    </message>
    <message>
        <source>Betting round 2</source>
        <translation>Круг торговли 2</translation>
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
        <translation>в игре</translation>
    </message>
    <message>
        <source>exchanged</source>
        <translation>обмен</translation>
    </message>
    <message>
        <source>in the showdown</source>
        <translation>во вскрытии</translation>
    </message>
    <message>
        <source>drew {count}</source>
        <translation>добор: {count}</translation>
    </message>
    <message>
        <source>Bet {amount}</source>
        <translation>Ставка {amount}</translation>
    </message>
    <message>
        <source>In hand {amount}</source>
        <translation>В раздаче {amount}</translation>
    </message>
    <message>
        <source>Bets this round</source>
        <translation>Ставки в этом круге</translation>
    </message>
    <message>
        <source>Unmatched {amount} goes back to seat {seat}</source>
        <translation>Неуравненные {amount} возвращаются месту {seat}</translation>
    </message>
    <message>
        <source> (all-in)</source>
        <translation> (олл-ин)</translation>
    </message>
    <message>
        <source>To call</source>
        <translation>Чтобы уравнять</translation>
    </message>
    <message>
        <source>No bet yet</source>
        <translation>Ставок ещё нет</translation>
    </message>
    <message>
        <source>raises {made} of {most}</source>
        <translation>повышений {made} из {most}</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} to exchange</source>
        <translation>Место {seat} · {player} обменивает карты</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} to act</source>
        <translation>Место {seat} · {player} ходит</translation>
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
        <translation>Раздача {hand} аннулирована: все ставки возвращены</translation>
    </message>
    <message>
        <source>rank {rank} · score {score}</source>
        <translation>место {rank} · очки {score}</translation>
    </message>
    <message>
        <source>{seat}: unmatched {amount} goes back</source>
        <translation>{seat}: неуравненные {amount} возвращаются</translation>
    </message>
    <message>
        <source>{pot} {amount} (uncontested), seats {seats} eligible: &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount} (без борьбы), претендуют места {seats}: &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{pot} {amount}, seats {seats} eligible: &lt;b&gt;{shares}&lt;/b&gt;</source>
        <translation>{pot} {amount}, претендуют места {seats}: &lt;b&gt;{shares}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pots</source>
        <translation>Банки</translation>
    </message>
    <message>
        <source>raise to</source>
        <translation>повысить до</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>обмен</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>карты</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} discards</source>
        <translation>Место {seat} · {player} сбрасывает</translation>
    </message>
    <message>
        <source>not the showdown yet</source>
        <translation>вскрытие ещё не наступило</translation>
    </message>
    <message>
        <source>the engine refused the showdown</source>
        <translation>движок игры отклонил вскрытие</translation>
    </message>
    <message>
        <source>Preview payout  [Enter]</source>
        <translation>Предпросмотр выплаты  [Enter]</translation>
    </message>
    <message>
        <source>Showdown: who is paid what</source>
        <translation>Вскрытие: кому что выплачивается</translation>
    </message>
    <message>
        <source>Confirm and pay  [Enter]</source>
        <translation>Подтвердить и выплатить  [Enter]</translation>
    </message>
    <message>
        <source>nothing is paid until you confirm</source>
        <translation>ничего не выплачивается до вашего подтверждения</translation>
    </message>
    <message>
        <source>Type each shown hand: number 1-6 then suit {suits}, e.g. {example}. Enter moves to the next hand, then previews the payout.</source>
        <translation>Вводите каждую открытую руку: число 1-6, затем масть {suits}, например {example}. Enter — к следующей руке, затем предпросмотр выплаты.</translation>
    </message>
    <message>
        <source>&amp;Trick check</source>
        <translation>Проверка &amp;взятки</translation>
    </message>
    <message>
        <source>Key {key}</source>
        <translation>Клавиша {key}</translation>
    </message>
    <message>
        <source>In the dark</source>
        <translation>Втёмную</translation>
    </message>
    <message>
        <source>End the trick</source>
        <translation>Завершить взятку</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Новая сдача</translation>
    </message>
    <message>
        <source>Enter result</source>
        <translation>Ввести результат</translation>
    </message>
    <message>
        <source>Abandon match</source>
        <translation>Прервать партию</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очки</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синие</translation>
    </message>
    <message>
        <source>Amber</source>
        <translation>Янтарные</translation>
    </message>
    <message>
        <source>{side} · partners {seats}</source>
        <translation>{side} · партнёры {seats}</translation>
    </message>
    <message>
        <source>{side} · partner {seats}</source>
        <translation>{side} · партнёр {seats}</translation>
    </message>
    <message>
        <source>DEALER</source>
        <translation>СДАЮЩИЙ</translation>
    </message>
    <message numerus="yes">
        <source>%n card in hand</source>
        <translation><numerusform>%n карта на руках</numerusform><numerusform>%n карты на руках</numerusform><numerusform>%n карт на руках</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n cards in hand</source>
        <translation><numerusform>%n карта на руках</numerusform><numerusform>%n карты на руках</numerusform><numerusform>%n карт на руках</numerusform></translation>
    </message>
    <message>
        <source>LEADS ON OR ENDS</source>
        <translation>ХОДИТ ДАЛЬШЕ ИЛИ ЗАВЕРШАЕТ</translation>
    </message>
    <message>
        <source>TO PLAY</source>
        <translation>ХОДИТ</translation>
    </message>
    <message>
        <source>Between deals; seat {seat} deals next</source>
        <translation>Между сдачами; следующим сдаёт место {seat}</translation>
    </message>
    <message>
        <source>Between deals</source>
        <translation>Между сдачами</translation>
    </message>
    <message>
        <source>Deal {deal} · dealt by seat {seat} · live cards</source>
        <translation>Сдача {deal} · сдаёт место {seat} · живые карты</translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal} · dealt by seat {seat} · stock %n card</source>
        <translation><numerusform>Сдача {deal} · сдаёт место {seat} · в колоде %n карта</numerusform><numerusform>Сдача {deal} · сдаёт место {seat} · в колоде %n карты</numerusform><numerusform>Сдача {deal} · сдаёт место {seat} · в колоде %n карт</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Deal {deal} · dealt by seat {seat} · stock %n cards</source>
        <translation><numerusform>Сдача {deal} · сдаёт место {seat} · в колоде %n карта</numerusform><numerusform>Сдача {deal} · сдаёт место {seat} · в колоде %n карты</numerusform><numerusform>Сдача {deal} · сдаёт место {seat} · в колоде %n карт</numerusform></translation>
    </message>
    <message>
        <source>Live cards: the host enters the deal's result when it has been played</source>
        <translation>Живые карты: ведущий вводит результат сдачи, когда она сыграна</translation>
    </message>
    <message>
        <source>No trick on the table</source>
        <translation>На столе нет взятки</translation>
    </message>
    <message>
        <source>dark</source>
        <comment>a card played in the dark</comment>
        <translation>втёмную</translation>
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
        <translation><numerusform>{points} очк. · %n взятка</numerusform><numerusform>{points} очк. · %n взятки</numerusform><numerusform>{points} очк. · %n взяток</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>{points} points · %n tricks</source>
        <translation><numerusform>{points} очк. · %n взятка</numerusform><numerusform>{points} очк. · %n взятки</numerusform><numerusform>{points} очк. · %n взяток</numerusform></translation>
    </message>
    <message>
        <source>match {score}</source>
        <translation>партия {score}</translation>
    </message>
    <message>
        <source>Each deal settles alone</source>
        <translation>Каждая сдача рассчитывается отдельно</translation>
    </message>
    <message>
        <source>No match under way (a match is to {target})</source>
        <translation>Партия не идёт (партия до {target} очков)</translation>
    </message>
    <message>
        <source>Match to {target}: {first} – {second} · {held} held for the next deal's winners</source>
        <translation>Партия до {target} очков: {first} – {second} · {held} переходит к победителям следующей сдачи</translation>
    </message>
    <message>
        <source>Match to {target}: {first} – {second}</source>
        <translation>Партия до {target} очков: {first} – {second}</translation>
    </message>
    <message>
        <source>N deals the next deal</source>
        <translation>N — сдать следующую сдачу</translation>
    </message>
    <message>
        <source>Enter the deal's result (R) when it has been played</source>
        <translation>Введите результат сдачи (R), когда она сыграна</translation>
    </message>
    <message>
        <source>Seat {seat} led: lead again (a number key) or end the trick (E)</source>
        <translation>Место {seat} начало взятку: ходите снова (цифровая клавиша) или завершите взятку (E)</translation>
    </message>
    <message>
        <source>Seat {seat} ends the trick (E)</source>
        <translation>Место {seat} завершает взятку (E)</translation>
    </message>
    <message>
        <source>Seat {seat} plays a card (its number key) or play in the dark (D)</source>
        <translation>Место {seat} играет карту (её цифровая клавиша) или играет втёмную (D)</translation>
    </message>
    <message>
        <source>Seat {seat} plays a card (its number key)</source>
        <translation>Место {seat} играет карту (её цифровая клавиша)</translation>
    </message>
    <message>
        <source>Points of the dealer's side ({sides}), 0 to {total} (in tens)</source>
        <translation>Очки стороны сдающего ({sides}), от 0 до {total} (десятками)</translation>
    </message>
    <message>
        <source>Points of the dealer's side ({sides}), 0 to {total}</source>
        <translation>Очки стороны сдающего ({sides}), от 0 до {total}</translation>
    </message>
    <message>
        <source>Points of the non-dealers ({sides}), 0 to {total} (in tens)</source>
        <translation>Очки несдающих ({sides}), от 0 до {total} (десятками)</translation>
    </message>
    <message>
        <source>Points of the non-dealers ({sides}), 0 to {total}</source>
        <translation>Очки несдающих ({sides}), от 0 до {total}</translation>
    </message>
    <message>
        <source>Seat {seat} · {name} leads again or ends the trick</source>
        <translation>Место {seat} · {name} ходит дальше или завершает взятку</translation>
    </message>
    <message>
        <source>Seat {seat} · {name} plays</source>
        <translation>Место {seat} · {name} ходит</translation>
    </message>
    <message numerus="yes">
        <source>seat {seat} holds %n cards</source>
        <translation><numerusform>у места {seat} на руках %n карта</numerusform><numerusform>у места {seat} на руках %n карты</numerusform><numerusform>у места {seat} на руках %n карт</numerusform></translation>
    </message>
    <message>
        <source>{card} cannot be played now</source>
        <translation>{card} сейчас сыграть нельзя</translation>
    </message>
    <message>
        <source>no play in the dark now</source>
        <translation>сейчас нельзя играть втёмную</translation>
    </message>
    <message>
        <source>no trick can be ended now: it ends after a whole round</source>
        <translation>сейчас взятку завершить нельзя: она завершается после полного круга</translation>
    </message>
    <message>
        <source>no new deal now</source>
        <translation>сейчас новую сдачу начать нельзя</translation>
    </message>
    <message>
        <source>no deal's result is awaited now</source>
        <translation>сейчас результат сдачи не ожидается</translation>
    </message>
    <message>
        <source>type the points</source>
        <translation>введите очки</translation>
    </message>
    <message>
        <source>the points are a whole number, not {text}</source>
        <translation>очки — целое число, а не {text}</translation>
    </message>
    <message>
        <source>seats {seats} pay {amount} each</source>
        <translation>места {seats} платят по {amount}</translation>
    </message>
    <message>
        <source>no match is under way to abandon</source>
        <translation>нет идущей партии, которую можно прервать</translation>
    </message>
    <message>
        <source>Abandon the match</source>
        <translation>Прервать партию</translation>
    </message>
    <message>
        <source>The match ends here: what was settled stays settled and nothing more is; a deal in play is voided. A pit boss approves with their name and PIN.</source>
        <translation>Партия заканчивается здесь: проведённые расчёты остаются в силе, новых нет; идущая сдача аннулируется. Пит-босс утверждает своим именем и PIN-кодом.</translation>
    </message>
    <message>
        <source>why the match ends (e.g. a player was taken ill)</source>
        <translation>почему партия заканчивается (например, игроку стало плохо)</translation>
    </message>
    <message>
        <source>Trick check</source>
        <translation>Проверка взятки</translation>
    </message>
    <message>
        <source>Type the cards in the order played, the leader's first, each further round after a |, e.g. {example}</source>
        <translation>Вводите карты в порядке розыгрыша, начиная с заходящего, каждый следующий круг — после |, например {example}</translation>
    </message>
    <message>
        <source>game</source>
        <translation>игра</translation>
    </message>
    <message>
        <source>players</source>
        <translation>игроки</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>The leader takes it: {cards} cards, {points} points</source>
        <translation>Забирает заходящий: карт {cards}, очков {points}</translation>
    </message>
    <message>
        <source>Player {place} in the order of play takes it: {cards} cards, {points} points</source>
        <translation>Забирает игрок {place} по порядку хода: карт {cards}, очков {points}</translation>
    </message>
    <message>
        <source>{typed} of {most}</source>
        <comment>cards typed</comment>
        <translation>{typed} из {most}</translation>
    </message>
    <message numerus="yes">
        <source>%n cards typed</source>
        <translation><numerusform>введено %n карта</numerusform><numerusform>введено %n карты</numerusform><numerusform>введено %n карт</numerusform></translation>
    </message>
    <message>
        <source>seat {seat}: {why}</source>
        <translation>место {seat}: {why}</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>О программе {app}</translation>
    </message>
    <message>
        <source>Version {version}</source>
        <translation>Версия {version}</translation>
    </message>
    <message>
        <source>The dealer console for live {games} tables: it enforces the house rules, ranks the hands and logs every wager.</source>
        <translation>Консоль дилера для столов с живой игрой ({games}): соблюдает правила заведения, ранжирует руки и записывает каждую ставку.</translation>
    </message>
    <message>
        <source>Send it again</source>
        <translation>Отправить снова</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Отбросить</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>{app} - dealer console</source>
        <translation>{app} — консоль дилера</translation>
    </message>
    <message>
        <source>Pit</source>
        <comment>the pit overview's tab</comment>
        <translation>Пит</translation>
    </message>
    <message>
        <source>{name} ({role})</source>
        <translation>{name} ({role})</translation>
    </message>
    <message>
        <source>Database: {where}</source>
        <translation>База данных: {where}</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Change my &amp;PIN…</source>
        <translation>Сменить &amp;PIN-код…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>Sign &amp;out</source>
        <translation>&amp;Выйти</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Завершить работу</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Стол</translation>
    </message>
    <message>
        <source>&amp;Pit overview</source>
        <translation>&amp;Обзор пита</translation>
    </message>
    <message>
        <source>Open &amp;selected table</source>
        <translation>Открыть &amp;выбранный стол</translation>
    </message>
    <message>
        <source>&amp;Next tab</source>
        <translation>С&amp;ледующая вкладка</translation>
    </message>
    <message>
        <source>P&amp;revious tab</source>
        <translation>&amp;Предыдущая вкладка</translation>
    </message>
    <message>
        <source>&amp;Pit</source>
        <translation>&amp;Пит</translation>
    </message>
    <message>
        <source>Open &amp;shift…</source>
        <translation>Открыть с&amp;мену…</translation>
    </message>
    <message>
        <source>&amp;Close shift…</source>
        <translation>&amp;Закрыть смену…</translation>
    </message>
    <message>
        <source>&amp;New table…</source>
        <translation>&amp;Новый стол…</translation>
    </message>
    <message>
        <source>&amp;Open table…</source>
        <translation>&amp;Открыть стол…</translation>
    </message>
    <message>
        <source>C&amp;lose table…</source>
        <translation>Закрыть с&amp;тол…</translation>
    </message>
    <message>
        <source>&amp;Fill…</source>
        <translation>Попо&amp;лнение…</translation>
    </message>
    <message>
        <source>C&amp;redit…</source>
        <translation>&amp;Возврат…</translation>
    </message>
    <message>
        <source>Sl&amp;ips…</source>
        <translation>&amp;Квитанции…</translation>
    </message>
    <message>
        <source>Count roo&amp;m…</source>
        <translation>&amp;Счётная комната…</translation>
    </message>
    <message>
        <source>F&amp;aults…</source>
        <translation>С&amp;бои…</translation>
    </message>
    <message>
        <source>Pla&amp;yers…</source>
        <translation>И&amp;гроки…</translation>
    </message>
    <message>
        <source>Shift re&amp;ports…</source>
        <translation>Отч&amp;ёты за смену…</translation>
    </message>
    <message>
        <source>House &amp;rules</source>
        <translation>&amp;Правила заведения</translation>
    </message>
    <message>
        <source>&amp;Users…</source>
        <translation>Пользовател&amp;и…</translation>
    </message>
    <message>
        <source>Pit se&amp;ttings…</source>
        <translation>Настро&amp;йки пита…</translation>
    </message>
    <message>
        <source>T&amp;ools</source>
        <translation>Се&amp;рвис</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Клавиши</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>&amp;О программе {app}</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Правила заведения</translation>
    </message>
    <message>
        <source>Shift reports</source>
        <translation>Отчёты за смену</translation>
    </message>
    <message>
        <source>select a table in the pit overview first</source>
        <translation>сначала выберите стол в обзоре пита</translation>
    </message>
    <message>
        <source>Open shift</source>
        <translation>Открыть смену</translation>
    </message>
    <message>
        <source>Name of the shift:</source>
        <translation>Название смены:</translation>
    </message>
    <message>
        <source>Shift {shift} is open.</source>
        <translation>Смена {shift} открыта.</translation>
    </message>
    <message>
        <source>no shift is open</source>
        <translation>ни одна смена не открыта</translation>
    </message>
    <message>
        <source>Close shift</source>
        <translation>Закрыть смену</translation>
    </message>
    <message>
        <source>Close shift {shift}?</source>
        <translation>Закрыть смену {shift}?</translation>
    </message>
    <message>
        <source>Shift {shift} is closed.</source>
        <translation>Смена {shift} закрыта.</translation>
    </message>
    <message>
        <source>Table {table} is on the floor; open it to play.</source>
        <translation>Стол {table} в зале; откройте его, чтобы играть.</translation>
    </message>
    <message>
        <source>open a shift first (Pit ▸ Open shift)</source>
        <translation>сначала откройте смену (Пит ▸ Открыть смену)</translation>
    </message>
    <message>
        <source>Open {table}</source>
        <translation>Открыть стол {table}</translation>
    </message>
    <message>
        <source>The opener: the chips in the tray by denomination, counted by the pit boss and signed by the table's dealer. It is compared with the table's last closer before anyone signs.</source>
        <translation>Пересчёт при открытии: фишки в лотке по номиналам, пересчитанные пит-боссом и подписанные дилером стола. Перед подписанием он сравнивается с последним пересчётом при закрытии этого стола.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <comment>the second signer of a count</comment>
        <translation>Дилер</translation>
    </message>
    <message>
        <source>{table} is open in shift {shift}.</source>
        <translation>Стол {table} открыт в смене {shift}.</translation>
    </message>
    <message>
        <source>Close {table}</source>
        <translation>Закрыть стол {table}</translation>
    </message>
    <message>
        <source>The closer: the chips left in the tray by denomination, counted by the pit boss and signed by the table's dealer.</source>
        <translation>Пересчёт при закрытии: фишки, оставшиеся в лотке, по номиналам, пересчитанные пит-боссом и подписанные дилером стола.</translation>
    </message>
    <message>
        <source>{table} is closed.</source>
        <translation>Стол {table} закрыт.</translation>
    </message>
    <message>
        <source>Fill slip fill {slip} for {table}.</source>
        <translation>Квитанция пополнения {slip} для стола {table}.</translation>
    </message>
    <message>
        <source>Credit slip credit {slip} for {table}.</source>
        <translation>Квитанция возврата {slip} для стола {table}.</translation>
    </message>
    <message>
        <source>Your PIN is changed; use the new one from now on.</source>
        <translation>PIN-код изменён; с этого момента используйте новый.</translation>
    </message>
    <message>
        <source>Your PIN was set before the PIN rules and no longer meets them; choose a new one to go on.</source>
        <translation>PIN-код был задан до введения правил для PIN-кодов и больше им не соответствует; чтобы продолжить, выберите новый.</translation>
    </message>
    <message>
        <source>The database cannot be reached ({reason}). Play is stopped; nothing that was confirmed is lost, and the entry being sent is kept. Trying again every 2 s…</source>
        <translation>Нет связи с базой данных ({reason}). Игра остановлена; ничего подтверждённого не потеряно, отправляемый ввод сохранён. Повторная попытка каждые 2 с…</translation>
    </message>
    <message>
        <source>The database is back.</source>
        <translation>Связь с базой данных восстановлена.</translation>
    </message>
    <message>
        <source>The last entry ({entry} at {table}, entered by {name}) may not have been written: send it again (it acts once, even if it was), or discard it.</source>
        <translation>Последний ввод ({entry} за столом {table}, ввод: {name}) мог не записаться: отправьте его снова (он выполнится один раз, даже если уже записан) или отбросьте.</translation>
    </message>
    <message>
        <source>The last entry ({entry} at {table}) may not have been written: send it again (it acts once, even if it was), or discard it.</source>
        <translation>Последний ввод ({entry} за столом {table}) мог не записаться: отправьте его снова (он выполнится один раз, даже если уже записан) или отбросьте.</translation>
    </message>
    <message>
        <source>A console stopped with an entry kept.</source>
        <translation>Консоль остановилась с сохранённым вводом.</translation>
    </message>
    <message>
        <source>{sentence} (Pit, Faults… for a pit boss)</source>
        <translation>{sentence} (Пит, Сбои… — для пит-босса)</translation>
    </message>
    <message>
        <source>Approve the kept entry</source>
        <translation>Утвердить сохранённый ввод</translation>
    </message>
    <message>
        <source>{name} approved this entry before the console stopped; a PIN is not kept on disk, so the approval is asked again.</source>
        <translation>{name}: ввод утверждён до остановки консоли; PIN-код на диске не хранится, поэтому утверждение запрашивается снова.</translation>
    </message>
    <message>
        <source>The kept entry was sent.</source>
        <translation>Сохранённый ввод отправлен.</translation>
    </message>
    <message>
        <source>Another console stopped with an entry kept.</source>
        <translation>Другая консоль остановилась с сохранённым вводом.</translation>
    </message>
    <message>
        <source>The kept entry was discarded.</source>
        <translation>Сохранённый ввод отброшен.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
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
        <translation>Везде: F2 — обзор пита, Ctrl+PgUp/PgDown — вкладки, Ctrl+R — правила заведения,
Ctrl+K — проверка руки, Ctrl+J — проверка взятки, Ctrl+Q — выход.

За столом: 1-7 — выбрать место, Ctrl+P — посадить игрока (игрока с картой — как # и номер
карты), Ctrl+B — купить фишки, Ctrl+L — вывести фишки, Ctrl+Shift+V — аннулировать раздачу (утверждает
пит-босс), F9 — просмотр игры (там: исправить рассчитанную раздачу, зарегистрировать жалобу), F8 — зарегистрировать
жалобу гостя, F6 — показать или скрыть показатели каждого места за сессию, F5 — обновить.
На каждой кнопке действия указана её клавиша; Enter отправляет сумму, Escape отменяет её.

Пит-босс: Ctrl+Shift+O — открыть стол (пересчёт при открытии, отличающийся от последнего пересчёта при закрытии,
показывается до подписания), Ctrl+Shift+C — закрыть его, Ctrl+Shift+F — пополнение, Ctrl+Shift+R — возврат,
Ctrl+Shift+I — квитанции (аннулирование, ручная квитанция, пропуски номеров), Ctrl+Shift+M — счётная комната, Ctrl+Shift+S — отчёты
за смену (там Ctrl+E экспортирует отчёт выбранной смены в PDF, F5 заново читает показатели;
также за день, с начала месяца и года, и отклонения); Пит, Сбои — для стола,
остановленного из-за записей, не прошедших проверку; Ctrl+Shift+P — игроки (лучшие игроки смены
по тео, отметки об игре с преимуществом, регистрация и объединение игроков с картой, страница игрока); Пит,
Пользователи — деактивация, восстановление и разблокировка пользователей, сброс PIN-кода и смена роли.

Бухгалтерия: квитанции, счётная комната и отчёты за смену — для чтения. Счётная бригада: Ctrl+Shift+M.

Все: Файл, Сменить PIN-код.</translation>
    </message>
    <message>
        <source>Chip</source>
        <translation>Фишка</translation>
    </message>
    <message>
        <source>Second signer</source>
        <translation>Второй подписант</translation>
    </message>
    <message>
        <source>{difference}. Check the tray; to sign with this difference, press OK again.</source>
        <translation>{difference}. Проверьте лоток; чтобы подписать с этой разницей, нажмите OK ещё раз.</translation>
    </message>
    <message>
        <source>Sign with the difference</source>
        <translation>Подписать с разницей</translation>
    </message>
    <message>
        <source>the second signer enters their name and PIN</source>
        <translation>второй подписант вводит своё имя и PIN-код</translation>
    </message>
    <message>
        <source>the second signer must be another person</source>
        <translation>вторым подписантом должен быть другой человек</translation>
    </message>
    <message>
        <source>e.g. Pit 1</source>
        <translation>например, Пит 1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Расположение</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Новый стол</translation>
    </message>
    <message>
        <source>v{version}</source>
        <translation>v{version}</translation>
    </message>
    <message>
        <source>Default rules (published as a new version)</source>
        <translation>Правила по умолчанию (публикуются как новая версия)</translation>
    </message>
    <message>
        <source>Approve house rules</source>
        <translation>Утвердить правила заведения</translation>
    </message>
    <message>
        <source>The default house rules of {game}, published as a new version for this table. Another pit boss or an administrator approves it with their name and PIN; nobody approves the rules they publish.</source>
        <translation>Правила заведения по умолчанию для игры {game}, публикуемые как новая версия для этого стола. Их утверждает другой пит-босс или администратор своим именем и PIN-кодом; никто не утверждает правила, которые сам публикует.</translation>
    </message>
    <message>
        <source>not created: a second supervisor approves the rules</source>
        <translation>не создано: правила утверждает второй супервайзер</translation>
    </message>
    <message>
        <source>Administrator</source>
        <translation>Администратор</translation>
    </message>
    <message>
        <source>Accounting (reads, changes nothing)</source>
        <translation>Бухгалтерия (читает, ничего не меняет)</translation>
    </message>
    <message>
        <source>Count team</source>
        <translation>Счётная бригада</translation>
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
        <translation>PIN-код ещё раз</translation>
    </message>
    <message>
        <source>Add a user</source>
        <translation>Добавить пользователя</translation>
    </message>
    <message>
        <source>the two PINs differ; type the same PIN twice</source>
        <translation>PIN-коды не совпадают; введите один и тот же PIN-код дважды</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Дроп</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Холд</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a table's status</comment>
        <translation>открыт</translation>
    </message>
    <message>
        <source>in play</source>
        <comment>a table's status</comment>
        <translation>в игре</translation>
    </message>
    <message>
        <source>closed</source>
        <comment>a table's status</comment>
        <translation>закрыт</translation>
    </message>
    <message>
        <source>Counted win: drop + closer + credits - opener - fills</source>
        <translation>Посчитанный выигрыш: дроп + пересчёт при закрытии + возвраты - пересчёт при открытии - пополнения</translation>
    </message>
    <message>
        <source>Running win from the wager log; the counted win comes with the closer</source>
        <translation>Текущий выигрыш по журналу ставок; посчитанный выигрыш появится с пересчётом при закрытии</translation>
    </message>
    <message>
        <source>Enter or double-click opens a table.  * win from the wager log while the table is open; the counted win comes with the closer.</source>
        <translation>Enter или двойной щелчок открывает стол.  * выигрыш по журналу ставок, пока стол открыт; посчитанный выигрыш появится с пересчётом при закрытии.</translation>
    </message>
    <message>
        <source>Connecting to the floor's live updates…</source>
        <translation>Подключение к обновлениям зала в реальном времени…</translation>
    </message>
    <message>
        <source>Live: each table's line follows its commands.</source>
        <translation>В реальном времени: строка каждого стола следует за его командами.</translation>
    </message>
    <message>
        <source>Live updates lost ({reason}); reading the floor every {seconds} s until they are back.</source>
        <translation>Обновления в реальном времени потеряны ({reason}); зал опрашивается каждые {seconds} с, пока они не восстановятся.</translation>
    </message>
    <message>
        <source>Figures not refreshed: {error}</source>
        <translation>Показатели не обновлены: {error}</translation>
    </message>
    <message>
        <source>Shift: {shifts}</source>
        <translation>Смена: {shifts}</translation>
    </message>
    <message>
        <source>No shift is open.</source>
        <translation>Ни одна смена не открыта.</translation>
    </message>
    <message>
        <source>The floor server backs the floor up every {hours} h (pit settings: {setting}); each copy is checked by restoring it. {command} lists them.</source>
        <translation>Сервер зала делает резервную копию каждые {hours} ч (настройки пита: {setting}); каждая копия проверяется восстановлением. Список выводит {command}.</translation>
    </message>
    <message>
        <source>Pit settings</source>
        <translation>Настройки пита</translation>
    </message>
    <message>
        <source>Why the settings change (printed with the version)</source>
        <translation>Почему меняются настройки (печатается вместе с версией)</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>Утверждено</translation>
    </message>
    <message>
        <source>Make the next version</source>
        <translation>Создать следующую версию</translation>
    </message>
    <message>
        <source>An administrator changes the settings for the whole floor: edit the text, say why, and have a second supervisor approve the new version.</source>
        <translation>Администратор меняет настройки для всего зала: отредактируйте текст, укажите причину и получите утверждение новой версии вторым супервайзером.</translation>
    </message>
    <message>
        <source>The settings in force cannot be shown.</source>
        <translation>Действующие настройки показать нельзя.</translation>
    </message>
    <message>
        <source>the text</source>
        <comment>the settings</comment>
        <translation>текст</translation>
    </message>
    <message>
        <source>Version {version} is in force on every console.</source>
        <translation>Версия {version} действует на всех консолях.</translation>
    </message>
    <message>
        <source>In force: {version}.</source>
        <translation>Действует: {version}.</translation>
    </message>
    <message>
        <source>In force: {version}. Why: {note}</source>
        <translation>Действует: {version}. Причина: {note}</translation>
    </message>
    <message>
        <source>{shift} (open)</source>
        <comment>a shift</comment>
        <translation>{shift} (открыта)</translation>
    </message>
    <message>
        <source>{shift} (closed)</source>
        <comment>a shift</comment>
        <translation>{shift} (закрыта)</translation>
    </message>
    <message>
        <source>What the house expected to win from this play: the bets times the exact edge of the rules each hand was played under (at a pool game: the rake and fees the play paid).</source>
        <translation>Сколько казино рассчитывало выиграть на этой игре: ставки, умноженные на точное преимущество правил, по которым сыграна каждая раздача (в игре с общим банком — рейк и сборы, уплаченные за игру).</translation>
    </message>
    <message>
        <source>The theo less what the player's own decisions gained over copying the dealer: below zero, the game is negative for the house against this player.</source>
        <translation>Тео за вычетом того, что собственные решения игрока принесли по сравнению с игрой как дилер: ниже нуля — игра против этого игрока отрицательна для казино.</translation>
    </message>
    <message>
        <source>What the player won (+) or lost (-); a dash while a pool game's visit is in play.</source>
        <translation>Выигрыш (+) или проигрыш (-) игрока; прочерк, пока визит в игре с общим банком продолжается.</translation>
    </message>
    <message>
        <source>0.00 copies the dealer, 1.00 always splits best (a game whose decisions count).</source>
        <translation>0.00 — играет как дилер, 1.00 — всегда раскладывает наилучшим образом (для игр, где решения имеют значение).</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Столы</translation>
    </message>
    <message>
        <source>Visits</source>
        <translation>Визиты</translation>
    </message>
    <message>
        <source>Time
played</source>
        <translation>Время
игры</translation>
    </message>
    <message>
        <source>Average
bet</source>
        <translation>Средняя
ставка</translation>
    </message>
    <message>
        <source>Total
bet</source>
        <translation>Всего
ставок</translation>
    </message>
    <message>
        <source>Theo</source>
        <translation>Тео</translation>
    </message>
    <message>
        <source>Theo at
their play</source>
        <translation>Тео при
его игре</translation>
    </message>
    <message>
        <source>Skill
index</source>
        <translation>Индекс
мастерства</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Отметка</translation>
    </message>
    <message>
        <source>Seated time less the time sitting out, h:mm.</source>
        <translation>Время за столом за вычетом пропусков, ч:мм.</translation>
    </message>
    <message>
        <source>Flagged for advantage play (see Advantage play).</source>
        <translation>Отмечен за игру с преимуществом (см. Игра с преимуществом).</translation>
    </message>
    <message>
        <source>Double-click for the player's page.</source>
        <translation>Двойной щелчок — страница игрока.</translation>
    </message>
    <message>
        <source>Not a rated player: seated by name.</source>
        <translation>Не игрок с картой: посажен по имени.</translation>
    </message>
    <message>
        <source>Flagged for advantage play: see the Advantage play tab.</source>
        <translation>Отмечен за игру с преимуществом: см. вкладку «Игра с преимуществом».</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Enrolled</source>
        <translation>Зарегистрирован</translation>
    </message>
    <message>
        <source>Merged into</source>
        <translation>Объединён с</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Every card whose play counts as this player's.</source>
        <translation>Все карты, игра по которым засчитывается этому игроку.</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Открыт</translation>
    </message>
    <message>
        <source>in play</source>
        <comment>a visit</comment>
        <translation>идёт</translation>
    </message>
    <message>
        <source>This visit was flagged for advantage play.</source>
        <translation>Этот визит отмечен за игру с преимуществом.</translation>
    </message>
    <message>
        <source>the number on the card, e.g. 10442</source>
        <translation>номер на карте, например 10442</translation>
    </message>
    <message>
        <source>the player's name, as on their ID</source>
        <translation>имя игрока, как в удостоверении личности</translation>
    </message>
    <message>
        <source>Card</source>
        <comment>a player's card</comment>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Name</source>
        <comment>a player's name</comment>
        <translation>Имя</translation>
    </message>
    <message>
        <source>The dealer seats a rated player as # and the card number (#10442); the name is seen only by pit bosses and administrators.</source>
        <translation>Дилер сажает игрока с картой как # и номер карты (#10442); имя видят только пит-боссы и администраторы.</translation>
    </message>
    <message>
        <source>Enrol a rated player</source>
        <translation>Зарегистрировать игрока с картой</translation>
    </message>
    <message>
        <source>how the pit knows they are one person</source>
        <translation>откуда пит знает, что это один человек</translation>
    </message>
    <message>
        <source>Merge card</source>
        <translation>Объединить карту</translation>
    </message>
    <message>
        <source>into card</source>
        <comment>merge one card into another</comment>
        <translation>с картой</translation>
    </message>
    <message>
        <source>The first card's play counts as the second's from now on, past visits included. Neither record is deleted, and the merge is logged.</source>
        <translation>Игра по первой карте отныне засчитывается второй, включая прошлые визиты. Ни одна запись не удаляется, объединение записывается в журнал.</translation>
    </message>
    <message>
        <source>Merge two players' records</source>
        <translation>Объединить записи двух игроков</translation>
    </message>
    <message>
        <source>there are not two records to merge</source>
        <translation>нет двух записей для объединения</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Сессии</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Время игры</translation>
    </message>
    <message>
        <source>Average bet</source>
        <translation>Средняя ставка</translation>
    </message>
    <message>
        <source>Total bet</source>
        <translation>Всего ставок</translation>
    </message>
    <message>
        <source>Theo at their play</source>
        <translation>Тео при его игре</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Решения</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Отметки</translation>
    </message>
    <message>
        <source>{decisions}: {best} best, {mirror} as the dealer</source>
        <translation>{decisions}: наилучших {best}, как дилер {mirror}</translation>
    </message>
    <message>
        <source>Player {card}</source>
        <translation>Игрок {card}</translation>
    </message>
    <message>
        <source>Reading the player's record…</source>
        <translation>Чтение записи игрока…</translation>
    </message>
    <message>
        <source>No advantage-play flag.</source>
        <translation>Отметок об игре с преимуществом нет.</translation>
    </message>
    <message>
        <source>Advantage-play flags</source>
        <translation>Отметки об игре с преимуществом</translation>
    </message>
    <message>
        <source>nobody is signed in at this console</source>
        <translation>на этой консоли никто не вошёл в систему</translation>
    </message>
    <message>
        <source>Player {card}: {name}</source>
        <translation>Игрок {card}: {name}</translation>
    </message>
    <message>
        <source>Card {card}; also plays as {cards} (merged). No visit yet.</source>
        <translation>Карта {card}; также играет как {cards} (объединено). Визитов пока нет.</translation>
    </message>
    <message>
        <source>Card {card}; also plays as {cards} (merged)</source>
        <translation>Карта {card}; также играет как {cards} (объединено)</translation>
    </message>
    <message>
        <source>Card {card}. No visit yet.</source>
        <translation>Карта {card}. Визитов пока нет.</translation>
    </message>
    <message>
        <source>Card {card}</source>
        <comment>a player's page</comment>
        <translation>Карта {card}</translation>
    </message>
    <message numerus="yes">
        <source>…and %n older flags: every flag is in the Players window's Advantage play tab.</source>
        <translation><numerusform>…и ещё %n более старая отметка: все отметки — на вкладке «Игра с преимуществом» окна «Игроки».</numerusform><numerusform>…и ещё %n более старые отметки: все отметки — на вкладке «Игра с преимуществом» окна «Игроки».</numerusform><numerusform>…и ещё %n более старых отметок: все отметки — на вкладке «Игра с преимуществом» окна «Игроки».</numerusform></translation>
    </message>
    <message>
        <source>…and 1 older flag: every flag is in the Players window's Advantage play tab.</source>
        <translation>…и ещё 1 более старая отметка: все отметки — на вкладке «Игра с преимуществом» окна «Игроки».</translation>
    </message>
    <message>
        <source>The tables play in different currencies: the sums are in each visit's line.</source>
        <translation>Столы играют в разных валютах: суммы указаны в строке каждого визита.</translation>
    </message>
    <message>
        <source>Rated players' figures, the advantage-play flags and the players' records. Names are for pit bosses and administrators; each player page read is logged. Double-click a rated player for their page.</source>
        <translation>Показатели игроков с картой, отметки об игре с преимуществом и записи игроков. Имена видят пит-боссы и администраторы; каждый просмотр страницы игрока записывается в журнал. Двойной щелчок по игроку с картой — его страница.</translation>
    </message>
    <message>
        <source>Refresh  [{key}]</source>
        <translation>Обновить  [{key}]</translation>
    </message>
    <message>
        <source>Highest theo first; {flag} and a red row: flagged for advantage play. Theo at their play below zero (red): the game is negative for the house against them. Result: the player's win (+) or loss (-).</source>
        <translation>Сначала наибольшее тео; {flag} и красная строка — отметка об игре с преимуществом. Тео при его игре ниже нуля (красным): игра против него отрицательна для казино. Результат: выигрыш (+) или проигрыш (-) игрока.</translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation>Сегодня</translation>
    </message>
    <message>
        <source>No player has been flagged.</source>
        <translation>Отмеченных игроков нет.</translation>
    </message>
    <message>
        <source>A visit of enough rounds whose theo at the player's own play is below zero is flagged once, after the round that shows it. Newest first.</source>
        <translation>Визит с достаточным числом раундов, в котором тео при собственной игре игрока ниже нуля, отмечается один раз, после раунда, который это показал. Сначала новые.</translation>
    </message>
    <message>
        <source>Advantage play</source>
        <translation>Игра с преимуществом</translation>
    </message>
    <message>
        <source>Enrol…</source>
        <translation>Зарегистрировать…</translation>
    </message>
    <message>
        <source>Merge…</source>
        <translation>Объединить…</translation>
    </message>
    <message>
        <source>Open page</source>
        <translation>Открыть страницу</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Записи</translation>
    </message>
    <message>
        <source>No shift yet: a pit boss opens one from Pit ▸ Open shift.</source>
        <translation>Смен ещё нет: пит-босс открывает смену через Пит ▸ Открыть смену.</translation>
    </message>
    <message>
        <source>Nobody has played in this shift yet.</source>
        <translation>В этой смене ещё никто не играл.</translation>
    </message>
    <message>
        <source>Advantage play ({count})</source>
        <translation>Игра с преимуществом ({count})</translation>
    </message>
    <message>
        <source>Records ({count})</source>
        <translation>Записи ({count})</translation>
    </message>
    <message>
        <source>{name} is enrolled on card {card}: the dealer seats them as {seated}.</source>
        <translation>{name}: зарегистрирован(а) по карте {card}; дилер сажает как {seated}.</translation>
    </message>
    <message>
        <source>Merged: the play of {cards} now counts as {name}'s ({card}).</source>
        <translation>Объединено: игра по {cards} теперь засчитывается игроку {name} ({card}).</translation>
    </message>
    <message>
        <source>select a player's record first</source>
        <translation>сначала выберите запись игрока</translation>
    </message>
    <message>
        <source>this player is not rated: only a player seated by card has a page</source>
        <translation>этот игрок без карты: страница есть только у игрока, посаженного по карте</translation>
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
        <translation>{action} сейчас невозможно</translation>
    </message>
    <message>
        <source>Seat {seat} · {player} — {doing}</source>
        <translation>Место {seat} · {player} — {doing}</translation>
    </message>
    <message>
        <source>Between hands</source>
        <translation>Между раздачами</translation>
    </message>
    <message>
        <source>Hand {hand}</source>
        <translation>Раздача {hand}</translation>
    </message>
    <message>
        <source>Hand {hand} next</source>
        <translation>Следующая раздача {hand}</translation>
    </message>
    <message>
        <source>No hand yet</source>
        <translation>Раздач ещё нет</translation>
    </message>
    <message>
        <source>seats {seats}</source>
        <translation>места {seats}</translation>
    </message>
    <message>
        <source>seat {seat} {player} takes {amount}{note}</source>
        <translation>место {seat} {player} получает {amount}{note}</translation>
    </message>
    <message>
        <source>seat {seat} takes {amount}{note}</source>
        <translation>место {seat} получает {amount}{note}</translation>
    </message>
    <message>
        <source>Hand {hand}: {takes}{tail}</source>
        <translation>Раздача {hand}: {takes}{tail}</translation>
    </message>
    <message>
        <source>Paid</source>
        <comment>what to push to each seat after a showing</comment>
        <translation>Выплачено</translation>
    </message>
    <message>
        <source>Enter the shown hands</source>
        <translation>Введите открытые руки</translation>
    </message>
    <message>
        <source>Preview  [Enter]</source>
        <translation>Предпросмотр  [Enter]</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <source>Confirm  [Enter]</source>
        <translation>Подтвердить  [Enter]</translation>
    </message>
    <message>
        <source>nothing is written until you confirm</source>
        <translation>ничего не записывается до вашего подтверждения</translation>
    </message>
    <message>
        <source>Cancel  [Esc]</source>
        <translation>Отмена  [Esc]</translation>
    </message>
    <message>
        <source>Back to the cards  [Esc]</source>
        <translation>Назад к картам  [Esc]</translation>
    </message>
    <message>
        <source>all in</source>
        <translation>олл-ин</translation>
    </message>
    <message>
        <source>pot award</source>
        <translation>выплата банка</translation>
    </message>
    <message>
        <source>time charge</source>
        <translation>плата за время</translation>
    </message>
    <message>
        <source>win both</source>
        <translation>выигрыш обеих</translation>
    </message>
    <message>
        <source>win large</source>
        <translation>выигрыш большой</translation>
    </message>
    <message>
        <source>void return</source>
        <translation>возврат при аннулировании</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>прервано</translation>
    </message>
    <message>
        <source>action</source>
        <translation>действие</translation>
    </message>
    <message>
        <source>ante</source>
        <translation>анте</translation>
    </message>
    <message>
        <source>call</source>
        <translation>уравнивание</translation>
    </message>
    <message>
        <source>commission</source>
        <translation>комиссия</translation>
    </message>
    <message>
        <source>correction</source>
        <translation>исправление</translation>
    </message>
    <message>
        <source>deal</source>
        <translation>сдача</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>проигрыш</translation>
    </message>
    <message>
        <source>match</source>
        <translation>партия</translation>
    </message>
    <message>
        <source>push</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>raise</source>
        <translation>повышение</translation>
    </message>
    <message>
        <source>rake</source>
        <translation>рейк</translation>
    </message>
    <message>
        <source>return</source>
        <translation>возврат</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>вскрытие</translation>
    </message>
    <message>
        <source>split</source>
        <translation>делится</translation>
    </message>
    <message>
        <source>svara</source>
        <translation>свара</translation>
    </message>
    <message>
        <source>triple</source>
        <translation>тройка</translation>
    </message>
    <message>
        <source>withdraw</source>
        <translation>снятие ставки</translation>
    </message>
    <message>
        <source>in play</source>
        <comment>a hand's outcome</comment>
        <translation>идёт</translation>
    </message>
    <message>
        <source>voided</source>
        <comment>a hand's outcome</comment>
        <translation>аннулирована</translation>
    </message>
    <message>
        <source>played</source>
        <comment>a hand's outcome</comment>
        <translation>сыграна</translation>
    </message>
    <message>
        <source>corrected</source>
        <comment>a hand in the list</comment>
        <translation>исправлена</translation>
    </message>
    <message>
        <source>corrected {count}×</source>
        <comment>a hand in the list, corrected that many times</comment>
        <translation>исправлена {count}×</translation>
    </message>
    <message>
        <source>1 complaint</source>
        <translation>1 жалоба</translation>
    </message>
    <message numerus="yes">
        <source>%n complaints</source>
        <translation><numerusform>%n жалоба</numerusform><numerusform>%n жалобы</numerusform><numerusform>%n жалоб</numerusform></translation>
    </message>
    <message>
        <source>+{amount} paid to seat {seat}</source>
        <translation>+{amount} выплачено месту {seat}</translation>
    </message>
    <message>
        <source>-{amount} taken back from seat {seat}</source>
        <translation>-{amount} забрано у места {seat}</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a complaint</comment>
        <translation>открыта</translation>
    </message>
    <message>
        <source>{when} by {patron}, seat {seat} ({status})</source>
        <comment>a complaint</comment>
        <translation>{when}, гость {patron}, место {seat} ({status})</translation>
    </message>
    <message>
        <source>{when} by {patron} ({status})</source>
        <comment>a complaint</comment>
        <translation>{when}, гость {patron} ({status})</translation>
    </message>
    <message>
        <source>{complaint}; pit boss: {note}</source>
        <translation>{complaint}; пит-босс: {note}</translation>
    </message>
    <message>
        <source>Hand {number}  ·  in play</source>
        <translation>Раздача {number}  ·  идёт</translation>
    </message>
    <message>
        <source>Hand {number}  ·  {outcome}  ·  {ended}</source>
        <translation>Раздача {number}  ·  {outcome}  ·  {ended}</translation>
    </message>
    <message>
        <source>not yet</source>
        <comment>a hand: ended</comment>
        <translation>ещё нет</translation>
    </message>
    <message>
        <source>Hand {number}, {outcome}: started {day} {time}, ended {ended}; events {first} to {last}</source>
        <translation>Раздача {number}, {outcome}: начало {day} {time}, конец {ended}; события с {first} по {last}</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>Event {seq}: before the deal, for this hand: {sentence}</source>
        <translation>Событие {seq}: до сдачи, для этой раздачи: {sentence}</translation>
    </message>
    <message>
        <source>Event {seq}: {sentence}</source>
        <translation>Событие {seq}: {sentence}</translation>
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
        <translation>{kind} (аннулировано)</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <source>In play</source>
        <comment>chips a seat has in play</comment>
        <translation>В игре</translation>
    </message>
    <message>
        <source>Game recall</source>
        <translation>Просмотр игры</translation>
    </message>
    <message>
        <source>hand number</source>
        <translation>номер раздачи</translation>
    </message>
    <message>
        <source>number</source>
        <comment>a hand's number</comment>
        <translation>номер</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>a hand by its number</comment>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>« First</source>
        <comment>step</comment>
        <translation>« Первый</translation>
    </message>
    <message>
        <source>Home</source>
        <comment>a key</comment>
        <translation>Home</translation>
    </message>
    <message>
        <source>‹ Previous</source>
        <comment>step</comment>
        <translation>‹ Назад</translation>
    </message>
    <message>
        <source>Left / P</source>
        <comment>keys</comment>
        <translation>Влево / P</translation>
    </message>
    <message>
        <source>Next ›</source>
        <comment>step</comment>
        <translation>Вперёд ›</translation>
    </message>
    <message>
        <source>Right / N</source>
        <comment>keys</comment>
        <translation>Вправо / N</translation>
    </message>
    <message>
        <source>Last »</source>
        <comment>step</comment>
        <translation>Последний »</translation>
    </message>
    <message>
        <source>End</source>
        <comment>a key</comment>
        <translation>End</translation>
    </message>
    <message>
        <source>This step moved no money.</source>
        <translation>На этом шаге деньги не перемещались.</translation>
    </message>
    <message>
        <source>Correct hand…</source>
        <translation>Исправить раздачу…</translation>
    </message>
    <message>
        <source>Correct this settled hand: a new record beside it, approved by a pit boss</source>
        <translation>Исправить эту рассчитанную раздачу: новая запись рядом с ней, с утверждением пит-босса</translation>
    </message>
    <message>
        <source>Complaint…</source>
        <translation>Жалоба…</translation>
    </message>
    <message>
        <source>Record a patron's complaint against this hand</source>
        <translation>Зарегистрировать жалобу гостя на эту раздачу</translation>
    </message>
    <message>
        <source>Hand</source>
        <comment>a hand's number, to open it</comment>
        <translation>Раздача</translation>
    </message>
    <message numerus="yes">
        <source>Last %n hands</source>
        <translation><numerusform>Последняя %n раздача</numerusform><numerusform>Последние %n раздачи</numerusform><numerusform>Последние %n раздач</numerusform></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Шаги</translation>
    </message>
    <message>
        <source>Wagers and payouts of this step</source>
        <translation>Ставки и выплаты этого шага</translation>
    </message>
    <message>
        <source>The table after this step</source>
        <translation>Стол после этого шага</translation>
    </message>
    <message>
        <source>no hand has been dealt at this table yet</source>
        <translation>за этим столом ещё не было ни одной раздачи</translation>
    </message>
    <message>
        <source>hand {number} corrected; the correction stands beside it</source>
        <translation>раздача {number} исправлена; исправление записано рядом с ней</translation>
    </message>
    <message>
        <source>type the number of the hand to recall</source>
        <translation>введите номер раздачи для просмотра</translation>
    </message>
    <message>
        <source>Game recall  ·  {table} ({game})  ·  hand {number}</source>
        <translation>Просмотр игры  ·  {table} ({game})  ·  раздача {number}</translation>
    </message>
    <message>
        <source>In play, started {day} {time}, rules v{version}.</source>
        <translation>Идёт, начало {day} {time}, правила v{version}.</translation>
    </message>
    <message>
        <source>In play, started {day} {time}.</source>
        <translation>Идёт, начало {day} {time}.</translation>
    </message>
    <message>
        <source>Voided, started {day} {time}, ended {ended}, rules v{version}.</source>
        <translation>Аннулирована, начало {day} {time}, конец {ended}, правила v{version}.</translation>
    </message>
    <message>
        <source>Voided, started {day} {time}, ended {ended}.</source>
        <translation>Аннулирована, начало {day} {time}, конец {ended}.</translation>
    </message>
    <message>
        <source>Played, started {day} {time}, ended {ended}, rules v{version}.</source>
        <translation>Сыграна, начало {day} {time}, конец {ended}, правила v{version}.</translation>
    </message>
    <message>
        <source>Played, started {day} {time}, ended {ended}.</source>
        <translation>Сыграна, начало {day} {time}, конец {ended}.</translation>
    </message>
    <message numerus="yes">
        <source>%n events, after {lead_in} placed before the deal (dimmed); {equipment}.</source>
        <translation><numerusform>%n событие, после {lead_in} до сдачи (приглушены); {equipment}.</numerusform><numerusform>%n события, после {lead_in} до сдачи (приглушены); {equipment}.</numerusform><numerusform>%n событий, после {lead_in} до сдачи (приглушены); {equipment}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n events; {equipment}.</source>
        <translation><numerusform>%n событие; {equipment}.</numerusform><numerusform>%n события; {equipment}.</numerusform><numerusform>%n событий; {equipment}.</numerusform></translation>
    </message>
    <message>
        <source>Voided: {reason} (asked by {asked}, approved by {approved}).</source>
        <translation>Аннулирована: {reason} (запрос: {asked}, утверждено: {approved}).</translation>
    </message>
    <message>
        <source>The hand is still in play: the shoe's order stays sealed until it ends, so only what has been dealt is shown.</source>
        <translation>Раздача ещё идёт: порядок карт в шузе остаётся запечатанным до её конца, поэтому показано только то, что сдано.</translation>
    </message>
    <message>
        <source>Before the deal {step} of {steps}  ·  event {seq}</source>
        <translation>До сдачи, шаг {step} из {steps}  ·  событие {seq}</translation>
    </message>
    <message>
        <source>Step {step} of {steps}  ·  event {seq}</source>
        <translation>Шаг {step} из {steps}  ·  событие {seq}</translation>
    </message>
    <message>
        <source>paid:bet, e.g. 2:1</source>
        <translation>выплата:ставка, например 2:1</translation>
    </message>
    <message>
        <source>{label}: {problem}</source>
        <comment>a field's problem</comment>
        <translation>{label}: {problem}</translation>
    </message>
    <message>
        <source>{label} must be a number such as 5 or 2.5, not {text}</source>
        <translation>{label}: нужно число, например 5 или 2.5, а не {text}</translation>
    </message>
    <message>
        <source>{label} must be a number such as 5 or 2.5, enter a number</source>
        <translation>{label}: нужно число, например 5 или 2.5; введите число</translation>
    </message>
    <message>
        <source>Minor units must be at least 1</source>
        <translation>Дробных единиц должно быть не меньше 1</translation>
    </message>
    <message>
        <source>these values cannot be checked: {error}</source>
        <translation>эти значения нельзя проверить: {error}</translation>
    </message>
    <message>
        <source>{published_by}
{when}, approved by {approved_by}</source>
        <translation>{published_by}
{when}, утверждено: {approved_by}</translation>
    </message>
    <message>
        <source>charges by two models (published before one model per version was ruled)</source>
        <translation>плата по двум моделям (опубликовано до правила «одна модель на версию»)</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} и {second}</translation>
    </message>
    <message>
        <source>Ver.</source>
        <comment>a rules version's number</comment>
        <translation>Вер.</translation>
    </message>
    <message>
        <source>Name</source>
        <comment>a rules version's name</comment>
        <translation>Название</translation>
    </message>
    <message>
        <source>Published and approved</source>
        <translation>Опубликовано и утверждено</translation>
    </message>
    <message>
        <source>Playing</source>
        <comment>the rules version a table plays</comment>
        <translation>Играет</translation>
    </message>
    <message>
        <source>Next hand</source>
        <comment>the rules version a table plays from its next hand</comment>
        <translation>Со следующей раздачи</translation>
    </message>
    <message>
        <source>Read-only: only a pit boss or an administrator publishes and assigns house rules.</source>
        <translation>Только чтение: правила заведения публикует и назначает только пит-босс или администратор.</translation>
    </message>
    <message>
        <source>Start from the defaults</source>
        <translation>Начать со значений по умолчанию</translation>
    </message>
    <message>
        <source>Assign</source>
        <comment>house rules to tables</comment>
        <translation>Назначить</translation>
    </message>
    <message>
        <source>Changes</source>
        <comment>to house rules</comment>
        <translation>Изменения</translation>
    </message>
    <message>
        <source>Name of the new version</source>
        <translation>Название новой версии</translation>
    </message>
    <message>
        <source>Publish</source>
        <comment>house rules</comment>
        <translation>Опубликовать</translation>
    </message>
    <message>
        <source>Discard edits</source>
        <translation>Отменить правки</translation>
    </message>
    <message>
        <source>Published versions</source>
        <translation>Опубликованные версии</translation>
    </message>
    <message>
        <source>Tables of this game</source>
        <translation>Столы этой игры</translation>
    </message>
    <message>
        <source>v{version} cannot be read with today's rules: {problems}</source>
        <translation>v{version} нельзя прочитать по нынешним правилам: {problems}</translation>
    </message>
    <message>
        <source>{game} - the defaults</source>
        <translation>{game} — значения по умолчанию</translation>
    </message>
    <message>
        <source>Figures appear once every field is valid.</source>
        <translation>Показатели появятся, когда все поля будут заполнены верно.</translation>
    </message>
    <message>
        <source>Computing the figures for these rules...</source>
        <translation>Расчёт показателей для этих правил...</translation>
    </message>
    <message>
        <source>1 field to correct before the changes can be listed.</source>
        <translation>Нужно исправить 1 поле, прежде чем можно будет показать изменения.</translation>
    </message>
    <message numerus="yes">
        <source>%n fields to correct before the changes can be listed.</source>
        <translation><numerusform>Нужно исправить %n поле, прежде чем можно будет показать изменения.</numerusform><numerusform>Нужно исправить %n поля, прежде чем можно будет показать изменения.</numerusform><numerusform>Нужно исправить %n полей, прежде чем можно будет показать изменения.</numerusform></translation>
    </message>
    <message>
        <source>{label}: {old} → {new}</source>
        <comment>a changed house rule</comment>
        <translation>{label}: {old} → {new}</translation>
    </message>
    <message>
        <source>Against v{version}:</source>
        <translation>По сравнению с v{version}:</translation>
    </message>
    <message>
        <source>Against the defaults:</source>
        <translation>По сравнению со значениями по умолчанию:</translation>
    </message>
    <message>
        <source>No changes against v{version}.</source>
        <translation>Изменений по сравнению с v{version} нет.</translation>
    </message>
    <message>
        <source>No changes against the defaults.</source>
        <translation>Изменений по сравнению со значениями по умолчанию нет.</translation>
    </message>
    <message>
        <source>only a pit boss or an administrator publishes</source>
        <translation>публикует только пит-босс или администратор</translation>
    </message>
    <message>
        <source>not published: 1 field has a problem.</source>
        <translation>не опубликовано: в 1 поле есть ошибка.</translation>
    </message>
    <message numerus="yes">
        <source>not published: %n fields have a problem.</source>
        <translation><numerusform>не опубликовано: ошибка в %n поле.</numerusform><numerusform>не опубликовано: ошибки в %n полях.</numerusform><numerusform>не опубликовано: ошибки в %n полях.</numerusform></translation>
    </message>
    <message>
        <source>not published: nothing differs from v{version}</source>
        <translation>не опубликовано: ничего не отличается от v{version}</translation>
    </message>
    <message>
        <source>not published: give the new version a name, so the history says what changed</source>
        <translation>не опубликовано: дайте новой версии название, чтобы в истории было видно, что изменилось</translation>
    </message>
    <message>
        <source>Preparing the dealer's policy before publishing...</source>
        <translation>Подготовка стратегии дилера перед публикацией...</translation>
    </message>
    <message>
        <source>not published: {reason}</source>
        <translation>не опубликовано: {reason}</translation>
    </message>
    <message>
        <source>not published: nobody is signed in</source>
        <translation>не опубликовано: никто не вошёл в систему</translation>
    </message>
    <message>
        <source>'{name}': a new version of {game}'s house rules. Another pit boss or an administrator approves it with their name and PIN; nobody approves the rules they publish.</source>
        <translation>«{name}»: новая версия правил заведения игры {game}. Её утверждает другой пит-босс или администратор своим именем и PIN-кодом; никто не утверждает правила, которые сам публикует.</translation>
    </message>
    <message>
        <source>not published: a second supervisor approves it</source>
        <translation>не опубликовано: версию утверждает второй супервайзер</translation>
    </message>
    <message>
        <source>Published {game} {version} '{name}'. Select tables and assign it: it applies from each table's next hand.</source>
        <translation>Опубликовано: {game} {version} «{name}». Выберите столы и назначьте её: она действует со следующей раздачи каждого стола.</translation>
    </message>
    <message>
        <source>{table}: {problem}</source>
        <comment>a table's problem</comment>
        <translation>{table}: {problem}</translation>
    </message>
    <message>
        <source>Assign (publish a version first)</source>
        <translation>Назначить (сначала опубликуйте версию)</translation>
    </message>
    <message>
        <source>Assign v{version} to selected tables</source>
        <translation>Назначить v{version} выбранным столам</translation>
    </message>
    <message>
        <source>only a pit boss or an administrator assigns rules</source>
        <translation>правила назначает только пит-босс или администратор</translation>
    </message>
    <message>
        <source>publish the rules first; then assign the version</source>
        <translation>сначала опубликуйте правила, затем назначьте версию</translation>
    </message>
    <message>
        <source>the form has changes that are not published: publish them first, or load v{version} again, so a table gets what you see</source>
        <translation>в форме есть неопубликованные изменения: сначала опубликуйте их или снова загрузите v{version}, чтобы стол получил то, что вы видите</translation>
    </message>
    <message>
        <source>select the tables to assign it to</source>
        <translation>выберите столы для назначения</translation>
    </message>
    <message>
        <source>{refused} (assigned to {tables})</source>
        <translation>{refused} (назначено: {tables})</translation>
    </message>
    <message>
        <source>v{version} assigned to {tables}: it applies from the next hand.</source>
        <translation>v{version} назначена столам {tables}: действует со следующей раздачи.</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <comment>a percentage</comment>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>open</source>
        <comment>a shift: not closed yet</comment>
        <translation>открыта</translation>
    </message>
    <message>
        <source>The shift is still open: its figures are provisional.</source>
        <translation>Смена ещё открыта: её показатели предварительные.</translation>
    </message>
    <message>
        <source>no closer</source>
        <translation>нет пересчёта при закрытии</translation>
    </message>
    <message numerus="yes">
        <source>%n tables</source>
        <translation><numerusform>%n стол</numerusform><numerusform>%n стола</numerusform><numerusform>%n столов</numerusform></translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 стол</translation>
    </message>
    <message>
        <source>The shift's win is counted once every table has its closer.</source>
        <translation>Выигрыш смены подсчитывается, когда у всех столов есть пересчёт при закрытии.</translation>
    </message>
    <message>
        <source>The table is still open: its win is counted with the closer.</source>
        <translation>Стол ещё открыт: его выигрыш подсчитывается с пересчётом при закрытии.</translation>
    </message>
    <message>
        <source>The tables play in different currencies; see each table's figures.</source>
        <translation>Столы играют в разных валютах; смотрите показатели каждого стола.</translation>
    </message>
    <message>
        <source>Every shift, newest first. Times in {zone}. {key} reads them again.</source>
        <translation>Все смены, сначала новые. Время в поясе {zone}. {key} — прочитать заново.</translation>
    </message>
    <message>
        <source>Select a shift.</source>
        <translation>Выберите смену.</translation>
    </message>
    <message>
        <source>Provisional: the shift is still open. The figures will move as play goes on, and a table has no win until its closer is counted.</source>
        <translation>Предварительно: смена ещё открыта. Показатели будут меняться по ходу игры, а у стола нет выигрыша, пока не выполнен его пересчёт при закрытии.</translation>
    </message>
    <message>
        <source>No table was opened in this shift.</source>
        <translation>В этой смене не открывался ни один стол.</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>the report just saved</comment>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Export PDF…  [{key}]</source>
        <translation>Экспорт в PDF…  [{key}]</translation>
    </message>
    <message>
        <source>Write the selected shift's report to a PDF file</source>
        <translation>Записать отчёт выбранной смены в файл PDF</translation>
    </message>
    <message>
        <source>The language the reports are printed in (the site's, unless another is chosen here); their figures and ids are the same in every language</source>
        <translation>Язык печати отчётов (язык площадки, если здесь не выбран другой); показатели и идентификаторы в отчётах одинаковы на всех языках</translation>
    </message>
    <message>
        <source>The period's last gaming day (06:00 to 06:00 local time)</source>
        <translation>Последний игровой день периода (с 06:00 до 06:00 по местному времени)</translation>
    </message>
    <message>
        <source>Export period PDF…</source>
        <translation>Экспорт отчёта за период в PDF…</translation>
    </message>
    <message>
        <source>Drop, win, hold, hands, handle and fees by table and game type over the period, with each hold against its band</source>
        <translation>Дроп, выигрыш, холд, раздачи, оборот ставок и сборы по столам и типам игр за период, с каждым холдом относительно его диапазона</translation>
    </message>
    <message>
        <source>Export exceptions PDF…</source>
        <translation>Экспорт отчёта об отклонениях в PDF…</translation>
    </message>
    <message>
        <source>Openers against the last closer, holds out of band, voided slips, count-room variances, hand corrections and complaints of the gaming days</source>
        <translation>Пересчёты при открытии в сравнении с последним пересчётом при закрытии, холд вне диапазона, аннулированные квитанции, расхождения счётной комнаты, исправления раздач и жалобы за игровые дни</translation>
    </message>
    <message>
        <source>Period report:</source>
        <translation>Отчёт за период:</translation>
    </message>
    <message>
        <source>ending</source>
        <comment>a period ending on a day</comment>
        <translation>по</translation>
    </message>
    <message>
        <source>Exceptions report:</source>
        <translation>Отчёт об отклонениях:</translation>
    </message>
    <message>
        <source>from</source>
        <comment>a span of days</comment>
        <translation>с</translation>
    </message>
    <message>
        <source>to</source>
        <comment>a span of days</comment>
        <translation>по</translation>
    </message>
    <message>
        <source>Shifts not read: {error}</source>
        <translation>Смены не прочитаны: {error}</translation>
    </message>
    <message>
        <source>Figures not read: {error}</source>
        <translation>Показатели не прочитаны: {error}</translation>
    </message>
    <message>
        <source>Shift {number}: {name}</source>
        <translation>Смена {number}: {name}</translation>
    </message>
    <message>
        <source>Opened {opened} by {opened_by}; still open.</source>
        <translation>Открыта {opened}, открытие: {opened_by}; ещё открыта.</translation>
    </message>
    <message>
        <source>Opened {opened} by {opened_by}; closed {closed} by {closed_by}.</source>
        <translation>Открыта {opened}, открытие: {opened_by}; закрыта {closed}, закрытие: {closed_by}.</translation>
    </message>
    <message>
        <source>Export shift report</source>
        <translation>Экспорт отчёта за смену</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>select a shift first</source>
        <translation>сначала выберите смену</translation>
    </message>
    <message>
        <source>Exporting the report of shift {shift} to {path}…</source>
        <translation>Экспорт отчёта смены {shift} в {path}…</translation>
    </message>
    <message>
        <source>Exporting the gaming day report to {day} to {path}…</source>
        <translation>Экспорт отчёта за игровой день по {day} в {path}…</translation>
    </message>
    <message>
        <source>Exporting the month to date report to {day} to {path}…</source>
        <translation>Экспорт отчёта с начала месяца по {day} в {path}…</translation>
    </message>
    <message>
        <source>Exporting the year to date report to {day} to {path}…</source>
        <translation>Экспорт отчёта с начала года по {day} в {path}…</translation>
    </message>
    <message>
        <source>Exporting the {period} report to {day} to {path}…</source>
        <translation>Экспорт отчёта ({period}) по {day} в {path}…</translation>
    </message>
    <message>
        <source>the exceptions run from {first} to a later day, not to {last}</source>
        <translation>отклонения идут с {first} до более позднего дня, а не до {last}</translation>
    </message>
    <message>
        <source>Exporting the exceptions of {first} to {last} to {path}…</source>
        <translation>Экспорт отклонений с {first} по {last} в {path}…</translation>
    </message>
    <message>
        <source>the report was not exported: {error}</source>
        <translation>отчёт не экспортирован: {error}</translation>
    </message>
    <message>
        <source>Starting…</source>
        <comment>an export</comment>
        <translation>Начало…</translation>
    </message>
    <message>
        <source>Step {step} of {steps}: {what}…</source>
        <comment>an export</comment>
        <translation>Шаг {step} из {steps}: {what}…</translation>
    </message>
    <message>
        <source>Saved report {report} (1 page) to {path}.</source>
        <translation>Отчёт {report} (1 страница) сохранён в {path}.</translation>
    </message>
    <message numerus="yes">
        <source>Saved report {report} (%n pages) to {path}.</source>
        <translation><numerusform>Отчёт {report} (%n страница) сохранён в {path}.</numerusform><numerusform>Отчёт {report} (%n страницы) сохранён в {path}.</numerusform><numerusform>Отчёт {report} (%n страниц) сохранён в {path}.</numerusform></translation>
    </message>
    <message>
        <source>It is a reprint: the same report, to the minor unit, was first printed {when}.</source>
        <translation>Это повторная печать: тот же отчёт, до дробной единицы, впервые напечатан {when}.</translation>
    </message>
    <message>
        <source>the file cannot be written ({file}): {error}</source>
        <translation>не удаётся записать файл ({file}): {error}</translation>
    </message>
    <message>
        <source>the file cannot be written: {error}</source>
        <translation>не удаётся записать файл: {error}</translation>
    </message>
    <message>
        <source>no program to open PDF files was found; the report is at {path}</source>
        <translation>не найдена программа для открытия файлов PDF; отчёт находится в {path}</translation>
    </message>
    <message>
        <source>Chips from the cage to the table's tray. The person who brings them signs as the second signer.</source>
        <translation>Фишки из кассы в лоток стола. Тот, кто их приносит, подписывает как второй подписант.</translation>
    </message>
    <message>
        <source>Chips from the tray back to the cage. The person who takes them signs as the second signer.</source>
        <translation>Фишки из лотка обратно в кассу. Тот, кто их забирает, подписывает как второй подписант.</translation>
    </message>
    <message>
        <source>fill</source>
        <comment>a slip's kind</comment>
        <translation>пополнение</translation>
    </message>
    <message>
        <source>credit</source>
        <comment>a slip's kind</comment>
        <translation>возврат</translation>
    </message>
    <message>
        <source>{refusal} What was entered is kept: press OK once the database is back, and the same request is sent again; it makes one slip however often it is sent.</source>
        <translation>{refusal} Введённое сохранено: нажмите OK, когда связь с базой данных восстановится, и тот же запрос будет отправлен снова; сколько бы раз он ни отправлялся, квитанция будет одна.</translation>
    </message>
    <message>
        <source>Fill for {table}</source>
        <translation>Пополнение для стола {table}</translation>
    </message>
    <message>
        <source>Credit for {table}</source>
        <translation>Возврат для стола {table}</translation>
    </message>
    <message>
        <source>Manual slip</source>
        <translation>Ручная квитанция</translation>
    </message>
    <message>
        <source>A fill or credit written on a pre-printed paper slip while the system was down. Enter it as written: it keeps the printed number and the time on the paper, is marked manual, and takes the next system number of that gaming day.</source>
        <translation>Пополнение или возврат, записанные на бланке с типографским номером, пока система не работала. Введите как написано: сохраняются типографский номер и время с бланка, квитанция помечается как ручная и получает следующий системный номер этого игрового дня.</translation>
    </message>
    <message>
        <source>Received by</source>
        <translation>Принимающий</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Пополнение</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Возврат</translation>
    </message>
    <message>
        <source>as printed on the paper slip</source>
        <translation>как напечатано на бумажной квитанции</translation>
    </message>
    <message>
        <source>e.g. system down 02:10 to 02:40</source>
        <translation>например, система не работала с 02:10 до 02:40</translation>
    </message>
    <message>
        <source>Pre-printed number</source>
        <translation>Типографский номер</translation>
    </message>
    <message>
        <source>Written at</source>
        <translation>Время записи</translation>
    </message>
    <message>
        <source>Why entered now</source>
        <translation>Почему вносится сейчас</translation>
    </message>
    <message>
        <source>Only when no outage is on record for the time written: an administrator's approval.</source>
        <translation>Только если в записях нет сбоя на указанное время: утверждение администратора.</translation>
    </message>
    <message>
        <source>choose the table the slip was written for</source>
        <translation>выберите стол, для которого выписана квитанция</translation>
    </message>
    <message>
        <source>Void fill {slip}</source>
        <translation>Аннулировать пополнение {slip}</translation>
    </message>
    <message>
        <source>Void credit {slip}</source>
        <translation>Аннулировать возврат {slip}</translation>
    </message>
    <message>
        <source>Fill {slip}, {table}, {total}.</source>
        <translation>Пополнение {slip}, {table}, {total}.</translation>
    </message>
    <message>
        <source>Credit {slip}, {table}, {total}.</source>
        <translation>Возврат {slip}, {table}, {total}.</translation>
    </message>
    <message>
        <source>The slip is not deleted: it stays on record and in the reports, marked void, with the reason. A pit boss or administrator other than you approves.</source>
        <translation>Квитанция не удаляется: она остаётся в записях и в отчётах с пометкой об аннулировании и причиной. Утверждает другой пит-босс или администратор, не вы.</translation>
    </message>
    <message>
        <source>Why the slip is void (it goes on the record)</source>
        <translation>Почему квитанция аннулируется (попадёт в записи)</translation>
    </message>
    <message>
        <source>every gaming day</source>
        <translation>все игровые дни</translation>
    </message>
    <message>
        <source>Slip gaps: {day}</source>
        <translation>Пропуски номеров: {day}</translation>
    </message>
    <message>
        <source>Missing and voided slip numbers, {day}</source>
        <translation>Пропущенные и аннулированные номера квитанций, {day}</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Номер</translation>
    </message>
    <message>
        <source>Issued</source>
        <translation>Выдано</translation>
    </message>
    <message>
        <source>Issued by</source>
        <translation>Кем выдано</translation>
    </message>
    <message>
        <source>{count} x {chip}</source>
        <translation>{count} x {chip}</translation>
    </message>
    <message>
        <source>manual</source>
        <comment>a slip</comment>
        <translation>ручная</translation>
    </message>
    <message>
        <source>VOID</source>
        <comment>a slip</comment>
        <translation>АННУЛИРОВАНО</translation>
    </message>
    <message>
        <source>void: {reason}</source>
        <translation>аннулировано: {reason}</translation>
    </message>
    <message>
        <source>pre-printed {number}, written {time}: {reason}</source>
        <translation>типографский номер {number}, записано {time}: {reason}</translation>
    </message>
    <message>
        <source>Slips</source>
        <translation>Квитанции</translation>
    </message>
    <message>
        <source>&amp;Void slip…</source>
        <translation>&amp;Аннулировать квитанцию…</translation>
    </message>
    <message>
        <source>&amp;Manual slip…</source>
        <translation>&amp;Ручная квитанция…</translation>
    </message>
    <message>
        <source>&amp;Gaps</source>
        <translation>&amp;Пропуски номеров</translation>
    </message>
    <message>
        <source>Fill and credit slips</source>
        <translation>Квитанции пополнения и возврата</translation>
    </message>
    <message>
        <source>Every day</source>
        <translation>Все дни</translation>
    </message>
    <message>
        <source>select the slip to void</source>
        <translation>выберите квитанцию для аннулирования</translation>
    </message>
    <message>
        <source>fill {slip} is void; it stays on record, marked.</source>
        <translation>пополнение {slip} аннулировано; оно остаётся в записях с пометкой.</translation>
    </message>
    <message>
        <source>credit {slip} is void; it stays on record, marked.</source>
        <translation>возврат {slip} аннулирован; он остаётся в записях с пометкой.</translation>
    </message>
    <message>
        <source>Manual fill {slip} is entered.</source>
        <translation>Ручное пополнение {slip} внесено.</translation>
    </message>
    <message>
        <source>Manual credit {slip} is entered.</source>
        <translation>Ручной возврат {slip} внесён.</translation>
    </message>
    <message>
        <source>Demo users: Ada Admin (PIN 900900), Pat Pitboss (700700); dealers Dana Dealer (1000), Sam Dealer (2000), Lee Dealer (3000), Kim Dealer (4000); Alma Accounts, accounting (8080); count team Cora Counter (5050), Ivo Counter (6060).</source>
        <translation>Демо-пользователи: Ada Admin (PIN 900900), Pat Pitboss (700700); дилеры Dana Dealer (1000), Sam Dealer (2000), Lee Dealer (3000), Kim Dealer (4000); Alma Accounts, бухгалтерия (8080); счётная бригада Cora Counter (5050), Ivo Counter (6060).</translation>
    </message>
    <message>
        <source>Loading the games and opening the database…</source>
        <translation>Загрузка игр и открытие базы данных…</translation>
    </message>
    <message>
        <source>nobody can sign in yet: this database has no users</source>
        <translation>войти пока никто не может: в этой базе данных нет пользователей</translation>
    </message>
    <message>
        <source>the console could not load its games and services ({error}); reinstall it, or ask for the installation to be checked ({command})</source>
        <translation>консоль не смогла загрузить свои игры и службы ({error}); переустановите её или попросите проверить установку ({command})</translation>
    </message>
    <message>
        <source>{app} - sign in</source>
        <translation>{app} — вход</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Войти</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN-код</translation>
    </message>
    <message>
        <source>This database has no users yet. Create the first pit boss, who then adds the dealers and opens the tables, or load the demo casino to try the console.</source>
        <translation>В этой базе данных ещё нет пользователей. Создайте первого пит-босса — он добавит дилеров и откроет столы — или загрузите демо-казино, чтобы попробовать консоль.</translation>
    </message>
    <message>
        <source>Create pit boss</source>
        <translation>Создать пит-босса</translation>
    </message>
    <message>
        <source>Load the demo casino</source>
        <translation>Загрузить демо-казино</translation>
    </message>
    <message>
        <source>{games} tables  ·  version {version}</source>
        <translation>Столы: {games}  ·  версия {version}</translation>
    </message>
    <message>
        <source>The console could not start.</source>
        <translation>Консоль не удалось запустить.</translation>
    </message>
    <message>
        <source>The floor server could not be reached.</source>
        <translation>Нет связи с сервером зала.</translation>
    </message>
    <message>
        <source>The database could not be opened.</source>
        <translation>Не удалось открыть базу данных.</translation>
    </message>
    <message>
        <source>enter your name and PIN</source>
        <translation>введите имя и PIN-код</translation>
    </message>
    <message>
        <source>Signing in as {name} once the console has loaded…</source>
        <translation>Вход как {name} после загрузки консоли…</translation>
    </message>
    <message>
        <source>{name} is the first pit boss: sign in with the PIN.</source>
        <translation>{name} — первый пит-босс: войдите с PIN-кодом.</translation>
    </message>
    <message>
        <source>Loading the demo casino: four tables, a few hundred hands…</source>
        <translation>Загрузка демо-казино: четыре стола, несколько сотен раздач…</translation>
    </message>
    <message>
        <source>the demo could not be loaded: {error}</source>
        <translation>не удалось загрузить демо: {error}</translation>
    </message>
    <message>
        <source>(left)</source>
        <comment>a seat's player who left</comment>
        <translation>(место освобождено)</translation>
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
        <translation>вывод</translation>
    </message>
    <message>
        <source>wagered</source>
        <comment>a seat's figure</comment>
        <translation>поставлено</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>Seat {seat} this session ({players})</source>
        <translation>Место {seat} в этой сессии ({players})</translation>
    </message>
    <message>
        <source>Bought in {total}: cash {cash}, chips {chips}</source>
        <translation>Куплено на {total}: наличные {cash}, фишки {chips}</translation>
    </message>
    <message>
        <source>Cashed out {amount}</source>
        <translation>Выведено {amount}</translation>
    </message>
    <message numerus="yes">
        <source>Wagered {amount} over %n hands</source>
        <translation><numerusform>Поставлено {amount} за %n раздачу</numerusform><numerusform>Поставлено {amount} за %n раздачи</numerusform><numerusform>Поставлено {amount} за %n раздач</numerusform></translation>
    </message>
    <message>
        <source>Holds {amount} now (stack and chips in play)</source>
        <translation>Сейчас {amount} (стек и фишки в игре)</translation>
    </message>
    <message>
        <source>Held {amount} when the session opened</source>
        <translation>На руках {amount} на момент открытия сессии</translation>
    </message>
    <message>
        <source>Corrections {signed}</source>
        <translation>Исправления {signed}</translation>
    </message>
    <message>
        <source>Result: {result}</source>
        <translation>Результат: {result}</translation>
    </message>
    <message>
        <source>Nobody has sat at this table this session.</source>
        <translation>В этой сессии за этим столом никто не сидел.</translation>
    </message>
    <message>
        <source>This session</source>
        <translation>Эта сессия</translation>
    </message>
    <message>
        <source>Last session</source>
        <translation>Прошлая сессия</translation>
    </message>
    <message>
        <source>Name, or # and the card number</source>
        <translation>Имя, или # и номер карты</translation>
    </message>
    <message>
        <source>A rated player is seated by their card: # and the card number ({example}). Anyone else by name.</source>
        <translation>Игрок с картой сажается по карте: # и номер карты ({example}). Остальные — по имени.</translation>
    </message>
    <message>
        <source>Chips ({currency})</source>
        <translation>Фишки ({currency})</translation>
    </message>
    <message>
        <source>Cash (to the drop box)</source>
        <translation>Наличные (в дроп-бокс)</translation>
    </message>
    <message>
        <source>Chips brought to the table</source>
        <translation>Фишки, принесённые к столу</translation>
    </message>
    <message>
        <source>Paid in</source>
        <translation>Внесено</translation>
    </message>
    <message>
        <source>a player needs a name</source>
        <translation>у игрока должно быть имя</translation>
    </message>
    <message>
        <source>Seat player</source>
        <translation>Посадить игрока</translation>
    </message>
    <message>
        <source>Buy chips</source>
        <translation>Купить фишки</translation>
    </message>
    <message>
        <source>Cash out</source>
        <translation>Вывести фишки</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>Аннулировать раздачу</translation>
    </message>
    <message>
        <source>Complaint</source>
        <translation>Жалоба</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>Просмотр игры</translation>
    </message>
    <message>
        <source>seat {seat} ({player}) {amount} since {since}</source>
        <translation>место {seat} ({player}) {amount} с {since}</translation>
    </message>
    <message>
        <source>seats {seats} {amount} each since {since}</source>
        <translation>места {seats} по {amount} с {since}</translation>
    </message>
    <message>
        <source>Time charge due: {owing}. Collect it between hands.</source>
        <translation>Плата за время к оплате: {owing}. Взимайте её между раздачами.</translation>
    </message>
    <message>
        <source>rules v{version}</source>
        <translation>правила v{version}</translation>
    </message>
    <message>
        <source>This table is closed. A pit boss opens it with its opener count (Pit ▸ Open table).</source>
        <translation>Этот стол закрыт. Пит-босс открывает его пересчётом при открытии (Пит ▸ Открыть стол).</translation>
    </message>
    <message>
        <source>New house rules (v{version}) apply from the next hand.</source>
        <translation>Новые правила заведения (v{version}) действуют со следующей раздачи.</translation>
    </message>
    <message>
        <source>no seat can be taken now (a hand is in play, or all full)</source>
        <translation>сейчас нельзя занять место (идёт раздача или всё занято)</translation>
    </message>
    <message>
        <source>Seat a player</source>
        <translation>Посадить игрока</translation>
    </message>
    <message>
        <source>chips are sold only between hands, to a seated player</source>
        <translation>фишки продаются только между раздачами, сидящему игроку</translation>
    </message>
    <message>
        <source>keys 1-{last}, 0 for seat 10</source>
        <translation>клавиши 1-{last}, 0 — место 10</translation>
    </message>
    <message>
        <source>keys 1-{last}</source>
        <translation>клавиши 1-{last}</translation>
    </message>
    <message>
        <source>select the seat first ({keys}); a player leaves only between hands{also}</source>
        <translation>сначала выберите место ({keys}); игрок уходит только между раздачами{also}</translation>
    </message>
    <message>
        <source>Seat {seat}: {player} leaves with {amount}.</source>
        <translation>Место {seat}: {player} уходит с {amount}.</translation>
    </message>
    <message>
        <source>there is no hand in play to void</source>
        <translation>нет идущей раздачи, которую можно аннулировать</translation>
    </message>
    <message>
        <source>Void the hand</source>
        <translation>Аннулировать раздачу</translation>
    </message>
    <message>
        <source>Every wager of the hand goes back to its player. A pit boss approves with their name and PIN, and the reason goes on the record.</source>
        <translation>Каждая ставка раздачи возвращается игроку. Пит-босс утверждает своим именем и PIN-кодом, а причина попадает в записи.</translation>
    </message>
    <message>
        <source>what happened (e.g. card exposed on the deal)</source>
        <translation>что произошло (например, карта открылась при сдаче)</translation>
    </message>
    <message>
        <source>Accounting</source>
        <translation>Бухгалтерия</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
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
        <translation>неактивен, заблокирован</translation>
    </message>
    <message>
        <source>inactive</source>
        <comment>a user</comment>
        <translation>неактивен</translation>
    </message>
    <message>
        <source>locked</source>
        <comment>a user</comment>
        <translation>заблокирован</translation>
    </message>
    <message>
        <source>active</source>
        <comment>a user</comment>
        <translation>активен</translation>
    </message>
    <message>
        <source>the console's</source>
        <comment>a user's language</comment>
        <translation>язык консоли</translation>
    </message>
    <message>
        <source>You cannot change your own account here; another supervisor can.</source>
        <translation>Здесь нельзя изменить свою учётную запись; это может сделать другой супервайзер.</translation>
    </message>
    <message>
        <source>{name} is {role}; only an administrator manages them.</source>
        <translation>{name} — {role}; управлять этой учётной записью может только администратор.</translation>
    </message>
    <message>
        <source>Only a pit boss or an administrator manages users.</source>
        <translation>Пользователями управляет только пит-босс или администратор.</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Пользователи</translation>
    </message>
    <message>
        <source>why: it is kept with the change</source>
        <translation>причина: сохраняется вместе с изменением</translation>
    </message>
    <message>
        <source>Deactivate</source>
        <translation>Деактивировать</translation>
    </message>
    <message>
        <source>Reactivate</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <source>Unlock</source>
        <translation>Разблокировать</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Сменить роль</translation>
    </message>
    <message>
        <source>Reset PIN</source>
        <translation>Сбросить PIN-код</translation>
    </message>
    <message>
        <source>Set language</source>
        <translation>Выбрать язык</translation>
    </message>
    <message>
        <source>Reason (for every change but a PIN reset)</source>
        <translation>Причина (для любого изменения, кроме сброса PIN-кода)</translation>
    </message>
    <message>
        <source>Only an administrator changes roles.</source>
        <translation>Роли меняет только администратор.</translation>
    </message>
    <message>
        <source>New PIN</source>
        <translation>Новый PIN-код</translation>
    </message>
    <message>
        <source>An administrator manages everyone; nobody manages their own account. A reset PIN also clears a lock.</source>
        <translation>Администратор управляет всеми; никто не управляет своей учётной записью. Сброс PIN-кода также снимает блокировку.</translation>
    </message>
    <message>
        <source>A pit boss manages dealers; an administrator manages everyone; nobody manages their own account. A reset PIN also clears a lock.</source>
        <translation>Пит-босс управляет дилерами; администратор управляет всеми; никто не управляет своей учётной записью. Сброс PIN-кода также снимает блокировку.</translation>
    </message>
    <message>
        <source>Add user…</source>
        <translation>Добавить пользователя…</translation>
    </message>
    <message>
        <source>No user selected</source>
        <translation>Пользователь не выбран</translation>
    </message>
    <message>
        <source>{role}, {state}</source>
        <translation>{role}, {state}</translation>
    </message>
    <message>
        <source>Only an administrator changes roles</source>
        <translation>Роли меняет только администратор</translation>
    </message>
    <message>
        <source>select a user first</source>
        <translation>сначала выберите пользователя</translation>
    </message>
    <message>
        <source>{name} is inactive: they can no longer sign in or sign.</source>
        <translation>{name}: учётная запись неактивна, вход и подпись больше невозможны.</translation>
    </message>
    <message>
        <source>{name} is active again and may sign in.</source>
        <translation>{name}: учётная запись снова активна, вход возможен.</translation>
    </message>
    <message>
        <source>{name} is unlocked and may sign in with their PIN.</source>
        <translation>{name}: учётная запись разблокирована, вход с PIN-кодом возможен.</translation>
    </message>
    <message>
        <source>choose the new role</source>
        <translation>выберите новую роль</translation>
    </message>
    <message>
        <source>{name} is now {role}; their sign-in was ended.</source>
        <translation>{name}: новая роль — {role}; текущий вход завершён.</translation>
    </message>
    <message>
        <source>Their PIN must now be {length}: reset it if it is shorter.</source>
        <translation>Теперь PIN-код должен быть: {length}; если он короче, сбросьте его.</translation>
    </message>
    <message>
        <source>type the new PIN twice</source>
        <translation>введите новый PIN-код дважды</translation>
    </message>
    <message>
        <source>{name}'s PIN is reset and the lock is cleared; tell them the new one.</source>
        <translation>{name}: PIN-код сброшен, блокировка снята; сообщите новый PIN-код.</translation>
    </message>
    <message>
        <source>{name}'s PIN is reset; tell them the new one.</source>
        <translation>{name}: PIN-код сброшен; сообщите новый PIN-код.</translation>
    </message>
    <message>
        <source>{name} will see the console in {language} from their next sign-in.</source>
        <translation>{name} увидит консоль на языке «{language}» со следующего входа.</translation>
    </message>
    <message>
        <source>{name} is added and may sign in.</source>
        <translation>{name}: пользователь добавлен, вход возможен.</translation>
    </message>
    <message>
        <source>Current PIN</source>
        <translation>Текущий PIN-код</translation>
    </message>
    <message>
        <source>New PIN ({length})</source>
        <translation>Новый PIN-код ({length})</translation>
    </message>
    <message>
        <source>New PIN again</source>
        <translation>Новый PIN-код ещё раз</translation>
    </message>
    <message>
        <source>Not one digit repeated, nor a run such as 1234 or 9876.</source>
        <translation>Ни одной повторяющейся цифры и никаких последовательностей вроде 1234 или 9876.</translation>
    </message>
    <message>
        <source>Change my PIN</source>
        <translation>Сменить PIN-код</translation>
    </message>
    <message>
        <source>type your current PIN</source>
        <translation>введите текущий PIN-код</translation>
    </message>
    <message>
        <source>type the same new PIN twice</source>
        <translation>введите один и тот же новый PIN-код дважды</translation>
    </message>
    <message>
        <source>at least {low}</source>
        <comment>an amount</comment>
        <translation>не меньше {low}</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <comment>an amount</comment>
        <translation>от {low} до {high}</translation>
    </message>
    <message>
        <source>{what}: {allowed}</source>
        <comment>an amount</comment>
        <translation>{what}: {allowed}</translation>
    </message>
    <message>
        <source>{text} is not a number of {unit}</source>
        <translation>{text} — не число ({unit})</translation>
    </message>
    <message>
        <source>{what} must be {allowed}, not {value}</source>
        <translation>{what}: допустимо {allowed}, а не {value}</translation>
    </message>
    <message>
        <source>{what} goes in steps of {step} from {low}, not {value}</source>
        <translation>{what}: шаг {step} начиная с {low}, а не {value}</translation>
    </message>
    <message>
        <source>enter the name and the PIN</source>
        <translation>введите имя и PIN-код</translation>
    </message>
    <message>
        <source>Suns</source>
        <translation>Солнца</translation>
    </message>
    <message>
        <source>Moons</source>
        <translation>Луны</translation>
    </message>
    <message>
        <source>Comets</source>
        <translation>Кометы</translation>
    </message>
    <message>
        <source>Rings</source>
        <translation>Кольца</translation>
    </message>
    <message>
        <source>Novas</source>
        <translation>Новые</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Планеты</translation>
    </message>
</context>
</TS>
