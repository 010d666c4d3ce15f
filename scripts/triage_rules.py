#!/usr/bin/env python3
"""Writes Knowledge/triage/rules.json from the readable tables below (run from the repo root).

Sources: /work/shared/red-flags.md (NHS heavy periods and ectopic wording, CDC Hear Her
urgent maternal warning signs, NHS/Tommy's reduced movements, the 5-1-1 rule) and the
topic library's get-help lines. Keep rules general: never tune them to a test set.
"""
import json

BLEED = "bleeding|bleed|bled|blood|spotting|spotted|bloody"
FAINT = "faint|fainted|fainting|dizzy|dizziness|lightheaded|collapsed|collapse|pale|clammy"
HEAVY = ["soaking|soaked|soak|filling|filled|through * pad|pads|tampon|tampons|towel|towels",
         "pad|pads|tampon|tampons|towel|towels * every|each|per|an|a|one|1 hour",
         "pad|pads|tampon|tampons ** in an|a|one|1 hour",
         "heavy|heavily|lots|lot|loads|pouring|gushing|massive|huge * bleeding|blood|bleed",
         "bleeding|bleed|bled ** heavy|heavily|lot|loads|pouring|gushing",
         "huge|massive|giant|enormous|big|large * clot|clots",
         "clot|clots * size|bigger|big|large",
         "through * clothes|clothing|sheets|bedding|jeans|trousers",
         "period|periods|flow * heavy|heavier|heavily", "heavy|heavier * period|periods|flow"]
SEVERE_PAIN = ["severe|agonising|agonizing|excruciating|unbearable|terrible|awful|worst|intense|extreme|constant * pain|ache|cramp|cramps|cramping",
               "pain|ache|cramp|cramps ** severe|agonising|agonizing|excruciating|unbearable|terrible|awful|worst|intense",
               "sudden|suddenly * sharp|stabbing|severe|intense|pain",
               "pain ** (not go away|not going away|not stop|not stopping|not easing)",
               "barely|hardly|cannot * stand|walk|move|talk|think", "can not * stand|walk|move|talk|think",
               "doubled over"]
ONE_SIDE = ["one side|sided", "pain|ache|cramp|cramps|cramping|stabbing ** left|right side",
            "left|right side ** pain|ache|cramp|cramps|cramping|stabbing",
            "pain|ache|cramps|stabbing ** left|right",
            "left|right * ovary|ovaries|hip"]
SHOULDER = ["shoulder tip|tips", "tip of * shoulder", "shoulder * pain|ache|hurts|hurting", "pain * shoulder"]
POSSIBLY = ["positive * test|pregnancy", "pregnant|pregnancy", "missed|late|skipped|no * period",
            "period * late|missed|overdue", "period * not come|arrived|came", "hcg|bfp|implantation", "weeks pregnant"]
PREGNANT_NOW = ["(i am|im|i'm|we are) * pregnant", "currently pregnant", "pregnant now", "{week}", "weeks|week|months * pregnant|gestation|along", "pregnant with|at|and", "(my|this) * pregnancy|bump|midwife|baby", "trimester|antenatal|prenatal",
                "(while|when|being) pregnant"]
NOT_PREGNANT = ["(not|never) * pregnant", "(am i|could i be|might be|could be|maybe|if i am|in case|chance of being|to get|trying to get|get) * pregnant", "negative * test", "test * negative"]
FEVER = ["@fever"]
FEVER_UNLESS = ["no|not|without * fever|temperature", "hay fever", "hayfever"]  # the words, or a temperature at or above the fever threshold

import itertools, re

def expand(p):
    """'x (a b|c) y' -> ['x a b y', 'x c y']: the pattern language's | works on single words."""
    parts = re.split(r"\(([^)]*)\)", p)
    options = [[part] if i % 2 == 0 else part.split("|") for i, part in enumerate(parts)]
    return [" ".join("".join(combo).split()) for combo in itertools.product(*options)]

def expand_all(patterns):
    return [q for p in patterns for q in expand(p)]

def rule(id, level, reason, all, when=None, unless=None, weeks=None):
    r = {"id": id, "level": level, "all": [expand_all(g) for g in all], "reason": reason}
    if when: r["when"] = when
    if weeks: r["weeks"] = weeks
    if unless: r["unless"] = expand_all(unless)
    return r

rules = [
  # ambulance
  rule("heavy-bleeding-faint", "ambulance", "heavy bleeding with feeling faint or dizzy can mean you are losing a lot of blood",
       [[BLEED] + HEAVY, [FAINT, "pass|passed|passing|blacking|blacked * out", "(going to|about to) faint"]]),
  rule("severe-pain-faint", "ambulance", "sudden, severe tummy pain with feeling faint, dizzy or very pale can be a sign of internal bleeding, for example from an ectopic pregnancy",
       [SEVERE_PAIN + ["pain|ache|cramps|cramping|stabbing"], [FAINT, "pass|passed|passing|blacking|blacked * out"]]),
  rule("ectopic-shoulder", "ambulance", "pain on one side with shoulder-tip pain can be a sign of an ectopic pregnancy",
       [ONE_SIDE + ["pelvic|belly|abdominal|stomach|lower * pain|cramps"], SHOULDER], when="possibly-pregnant", weeks=[0, 16]),
  rule("chest-breathing", "ambulance", "chest pain or trouble breathing can be a sign of a blood clot in the lungs or a heart problem",
       [["chest pain|pains|hurts|hurting|tight|tightness|pressure|crushing", "pain|tightness * in * chest", "chest * tight|tightness|hurts|crushing|pain",
         "cannot|not|struggling|struggle|hard|trouble|difficulty * (breathe|breathing|catch my breath)", "short|shortness of breath", "breathless|gasping",
         "lips * blue", "blue lips", "coughing * blood"]],
       unless=["chest * infection|cold|cough ** no|not * pain|breathless", "fine|ok|okay|better * at|when * rest|resting", "a bit|little|slightly * breathless|out of breath", "climbing|stairs|walking|exercise * fine"]),
  rule("stroke-signs", "ambulance", "a headache with weakness, numbness, a drooping face or trouble speaking can be a sign of a stroke or a serious complication such as eclampsia",
       [["weak|weakness|numb|numbness|paralysed|droop|drooping|drooped|slurred|slurring|confused|confusion", "(cannot move|can not move)"],
        ["headache|migraine|head", "leg|legs|arm|arms|face|side|speech|speak|talk|words"]],
       unless=["legs|leg * weak|heavy ** tired|tiredness|exercise|gym|run|walk"]),
  rule("fit-or-unresponsive", "ambulance", "a fit, or someone who cannot be woken, needs emergency help",
       [["seizure|seizures|fitting|convulsion|convulsions|convulsing|unconscious|unresponsive", "had|having * a * fit", "(wake her|wake him|wake up|to wake) ** cannot|not|hard"]],
       unless=["fitness", "keep fit", "fit into|in", "fits into", "clothes * fit", "wake up * tired|early|night"]),
  rule("postpartum-haemorrhage", "ambulance", "heavy bleeding after giving birth, such as soaking a pad an hour or passing large clots, needs emergency care",
       [HEAVY], when="postpartum"),
  rule("pregnancy-heavy-bleeding", "ambulance", "heavy bleeding in pregnancy, such as soaking a pad in an hour, needs emergency care",
       [HEAVY], when="pregnant", unless=["gums|nose|nosebleed|nosebleeds"]),
  rule("cord-or-baby-coming", "ambulance", "the cord coming out first, or a baby arriving now, needs an ambulance",
       [["cord", "baby * coming now", "baby * head|crowning", "urge|need * push|pushing", "crowning"]], when="pregnant",
       unless=["cord * blood|bank|banking|clamping|clamp|clamped|round|around|neck|stem", "umbilical cord * care|stump"]),
  rule("fainted", "ambulance", "fainting in pregnancy or after birth needs checking straight away",
       [["fainted|collapsed|collapse|unconscious", "pass|passed|passing|blacked|blacking * out"]], when="obstetric"),

  # urgent
  rule("abruption-signs", "ambulance", "bleeding with a hard, tight or constantly painful tummy later in pregnancy can mean the placenta is coming away",
       [[BLEED], ["hard|rigid|tight|tense|painful|pain|constant|agony|severe"]], when="pregnant", weeks=[20, 45],
       unless=["no|not|without * pain|bleeding|blood", "gums|nose|nosebleed"]),
  rule("pregnancy-bleeding", "urgent", "any bleeding in pregnancy should be checked straight away",
       [[BLEED, "clot|clots", "brown|pink|red * discharge|blood|spotting", "blood * when|on * wipe|wiped|wiping|pad|underwear|knickers|paper", "brown|pink|red ** wipe|wiped|wiping|pad|underwear|knickers|paper"]], when="pregnant",
       unless=["gums|nose|nosebleed|nosebleeds|gum", "no|not|without|stopped|never * bleeding|blood|spotting|bled", "blood * pressure|test|tests|sugar|type|group|glucose|pressure"]),
  rule("fluid-leaking", "urgent", "fluid leaking or your waters breaking means the maternity unit needs to check you and the baby",
       [["leaking|leak|leaked|trickling|trickle|gushing|gush|gushed|dripping|wet|soaked * fluid|water|liquid|pants|underwear",
         "fluid|water|liquid * (leaking|leak|leaked|trickling|gushing|coming out|down my leg)",
         "waters * broke|broken|break|breaking|gone|went|leaking", "water * broke|broken|broken"]], when="pregnant",
       unless=["drink|drinking|glass|glasses|bath|shower|swimming|pool"]),
  rule("reduced-movements", "urgent", "a change in your baby's movements should be checked the same day by your maternity unit, without waiting",
       [["movement|movements|kick|kicks|kicking|moving|moved|move|wriggles|flutters|active|activity", "baby * quiet|quieter|still|stopped"],
        ["less|fewer|reduced|slowed|slower|slowing|stopped|stop|not|no|quiet|quieter|decreased|different|change|changed|only|hardly|barely|cannot|cant", "nothing today|tonight|since|yet|all|this", "very|so|really|been still"]],
       when="pregnant", weeks=[22, 45], unless=["moving house|home|job|car", "not * first|yet|felt * yet", "when will i * feel", "when * start * feel", "breech|position|sleeping|sleep|bottom|transverse|engaged|lying", "head down"]),
  rule("movements-before-16", "appointment", "most people first feel their baby move between 16 and 24 weeks, so few or no movements before then are expected",
       [["movement|movements|kick|kicks|kicking|moving|moved|move|wriggles|flutters|fluttering"],
        ["less|fewer|reduced|slowed|slower|slowing|stopped|stop|not|no|quiet|quieter|still|decreased|hardly|barely|cannot|cant|yet|never"]],
       when="pregnant", weeks=[1, 15], unless=["moving house|home|job|car|on|forward"]),
  rule("no-movements-by-24", "gp-today", "if you have not felt your baby move by 24 weeks, your midwife should check you",
       [["never|not|no|yet * felt|feel|feeling * baby|move|moving|movement|movements|kick|kicks|anything"]], when="pregnant", weeks=[24, 45]),
  rule("preterm-labour", "urgent", "regular tightenings or contractions before 37 weeks can be early labour",
       [["contraction|contractions|tightening|tightenings|labour|labor", "period * pain|like"]],
       when="pregnant", weeks=[20, 36], unless=["braxton hicks", "when * labour|labor * start|begin", "stop|stops|stopped|go|goes|ease|eases|settle|settles * when|if|after * rest|sit|lie|resting|sitting|lying|drink", "no pain", "irregular|mild * tightenings|tightening|contractions"]),
  rule("labour-511", "urgent", "contractions that are regular and close together mean it is time to call your maternity unit",
       [["contraction|contractions|tightening|tightenings|surge|surges"], ["every 1|2|3|4|5|one|two|three|four|five minutes|mins|minute", "1|2|3|4|5|one|two|three|four|five minutes|mins|minute * apart", "regular|closer|stronger|painful", "cannot * talk|walk", "waters"]],
       when="pregnant", weeks=[37, 45]),
  rule("preeclampsia-signs", "urgent", "a severe headache, changes in your vision or sudden swelling of the face or hands need checking straight away in pregnancy or after birth, as they can be signs of pre-eclampsia",
       [["severe|blinding|terrible|awful|worst|constant|unbearable|pounding|bad|splitting|thumping * headache|headaches|migraine",
         "headache|headaches|migraine ** (not go away|not going away|not stop|not stopping|worse|paracetamol|vision|blurry|blurred|spots|lights|flashing)",
         "blurry|blurred|double|blurring|changes|funny|fuzzy * vision|eyes|eyesight", "vision|eyesight * blurry|blurred|gone|changes|changed|funny|strange|weird|fuzzy|blurring",
         "seeing|see * spots|stars|flashing|flashes|lights|zigzag", "flashing|flashes * lights", "spots * in|before * eyes|vision",
         "face|hands|fingers|eyes|eyelids * swollen|swelling|puffy|swelled|swell|puffed", "swollen|swelling|puffy * face|hands|fingers|eyes",
         "suddenly|sudden * swollen|swelling|swelled|puffy", "pain * under * ribs|rib", "ribs * pain"]], when="obstetric"),
  rule("pregnancy-severe-pain", "urgent", "severe tummy pain that does not go away in pregnancy or after birth needs checking now",
       [SEVERE_PAIN], when="obstetric", unless=["back|leg|legs|foot|feet|hip|hips|pelvis|spd|pgp|ligament|heartburn|teeth|tooth|headache|head", "pelvic girdle"]),
  rule("fever-obstetric", "urgent", "a fever of 38°C (100.4°F) or more in pregnancy or after birth can mean an infection that needs treating quickly",
       [FEVER], when="obstetric", unless=FEVER_UNLESS + ["bbt|basal * temperature|chart|charting|rise|shift|dip", "body temperature * chart|charting|rise|shift|dip", "temperature * normal"]),
  rule("fever-bleeding", "urgent", "a fever together with bleeding or pelvic pain can mean an infection that needs treating quickly",
       [FEVER, [BLEED, "pelvic|belly|abdominal|lower * pain|ache|cramps", "smelly|smelling|smells|foul|offensive * discharge"]],
       unless=FEVER_UNLESS + ["bbt|basal * temperature|chart|charting|rise|shift|dip", "body temperature * chart|charting|rise|shift|dip"]),
  rule("severe-vomiting", "urgent", "being unable to keep food or drink down can make you dehydrated quickly",
       [["cannot|not * keep * down", "vomiting|vomit|throwing|puking|sick|vomited ** (constantly|nonstop|all day|every hour|hourly|cannot stop|not stop|everything|anything)",
         "cannot|not * stop * vomiting|vomit|throwing|puking|sick", "severe * vomiting|vomit|sickness|nausea", "no|not * wee|pee|peed|urine|weed * (hours|all day|since)",
         "vomit|vomiting ** blood"]], when="obstetric"),
  rule("heart-racing", "urgent", "a racing or pounding heart in pregnancy or after birth should be checked now",
       [["heart * racing|pounding|fast|palpitations|racing|fluttering|skipping", "palpitations", "racing heart"]], when="obstetric"),
  rule("leg-clot", "urgent", "a swollen, red or painful leg in pregnancy or after birth can be a blood clot",
       [["leg|legs|calf|calves|thigh * swollen|swelling|red|hot|painful|sore|tender|aching|throbbing", "swollen|swelling|red|hot|painful|sore|tender * leg|calf|thigh"]],
       when="obstetric", unless=["both * ankles|feet|legs ** (end of the day|evening|hot weather)", "cramp|cramps|cramping ** night"]),
  rule("heavy-bleeding", "urgent", "soaking a pad or tampon every hour for a few hours can mean you are losing too much blood",
       [["soaking|soaked|soak|filling|filled|through * pad|pads|tampon|tampons|towel|towels ** hour|hours|hourly",
         "soaking|soaked|soak|filled|filling|full|through|bleeding|bled ** pad|pads|tampon|tampons|towel|towels|cup ** every|each|per|an|a|one|1 hour",
         "2|two|3|three * pads|tampons ** in an|a|one|1 hour",
         "every hour for * hours", "bleeding|bled|blood ** through * clothes|clothing|sheets|bed|bedding|jeans|trousers",
         "through * clothes|clothing|sheets|bedding * bleeding|blood"]]),
  rule("sudden-severe-pain", "urgent", "sudden or severe pain low in the tummy needs checking now",
       [["sudden|suddenly * pain|agonising|agonizing|severe|sharp|stabbing", "pain * came on suddenly|sudden", "agonising|agonizing|excruciating|unbearable|worst * pain|cramp|cramps|cramping",
         "barely|hardly|cannot * stand|walk|move", "can not * stand|walk|move", "doubled over"]],
       unless=["headache|head|teeth|tooth|back|leg|legs|foot"]),
  rule("ectopic-possible", "urgent", "pain on one side, or shoulder-tip pain, when you could be pregnant can be a sign of an ectopic pregnancy",
       [ONE_SIDE + SHOULDER], when="possibly-pregnant", weeks=[0, 16], unless=["ovulation|ovulating|midcycle|mittelschmerz", "(mid cycle|every month|each month)"]),
  rule("fainted-any", "urgent", "fainting needs checking the same day, and straight away if you could be pregnant or are bleeding",
       [["fainted|collapsed|collapse", "pass|passed|passing|blacked|blacking * out"]]),
  rule("postpartum-infection", "urgent", "foul-smelling discharge, or a wound that is red, hot or oozing, after birth can mean an infection",
       [["smelly|smelling|smells|foul|offensive|green|stinks|stinky * discharge|blood|bleeding|lochia", "discharge|blood|bleeding|lochia * smells|smelly|stinks|foul",
         ]], when="postpartum"),
  rule("wound-infection", "urgent", "a wound or stitches that are red, hot, oozing or opening after birth can be infected and should be checked straight away",
       [["wound|scar|stitches|incision|cut|tear"], ["red|hot|oozing|pus|opening|opened|weeping|smells|smelly|infected|swollen"]], when="postpartum"),
  rule("pregnancy-injury", "urgent", "a fall, a blow to the bump or a car accident in pregnancy should be checked by the maternity unit",
       [["fell|fall|fallen|tripped|slipped|hit|knocked|punched|kicked|accident|crash|crashed|bumped|landed"], ["belly|bump|stomach|tummy|down|over|stairs|car|ice|front|hard"]],
       when="pregnant", unless=["baby * kicked|kicking|kicks"]),
  rule("urine-infection-fever", "urgent", "pain when peeing with a fever or back pain can mean a kidney infection",
       [["burning|burns|stings|stinging|pain|hurts|painful * pee|peeing|wee|weeing|urine|urinating", "uti|cystitis|kidney", "water|urine * infection"],
        FEVER + ["back|side|flank * pain|ache|hurts", "shaking|shivering"]]),

  rule("dizzy-obstetric", "urgent", "feeling dizzy or faint in pregnancy or after birth should be checked straight away",
       [["dizzy|dizziness|lightheaded|woozy|faint|fainting"]], when="obstetric",
       unless=["stood|stand|standing|get|got|getting * up * quickly|fast|too", "hot bath|shower", "no|not * dizzy|dizziness|faint"]),
  rule("overwhelming-tiredness", "urgent", "overwhelming tiredness in pregnancy or after birth is one of the warning signs that need checking straight away",
       [["overwhelming|extreme|extremely|unbearable|crushing|completely * tiredness|tired|exhaustion|exhausted|fatigue"]], when="obstetric"),
  rule("postpartum-psychosis", "urgent", "seeing or hearing things, racing thoughts or not sleeping for days after a birth can be postpartum psychosis, which needs help the same day",
       [["hallucinating|hallucinations|hallucinate|psychosis|paranoid|manic|mania|spying|delusions|delusional", "hearing|seeing * voices|things", "not slept|sleeping * days|nights", "racing thoughts", "talking|speaking * fast|nonsense|strangely", "people * watching|following|after * her|me|us"]], when="postpartum"),
  rule("toxic-shock", "urgent", "a fever, rash, vomiting or feeling faint while using a tampon or cup can be toxic shock syndrome, which needs treating quickly",
       [["tampon|tampons|cup"], ["@fever".replace("@fever", "fever|feverish|shivery|chills"), "rash|sunburn", "vomiting|vomit|dizzy|faint|confused|confusion"]]),
  rule("large-clots", "appointment", "regularly passing clots bigger than about 2.5 cm (a 10p coin or a US quarter) is a sign of heavy periods worth checking with a GP",
       [["clot|clots"], ["big|bigger|large|larger|huge|size|coin|quarter|golf|plum|lemon"]], when="not-pregnant"),

  # gp-today
  rule("pregnancy-headache", "gp-today", "a headache in the second half of pregnancy should be checked, as it can be an early sign of pre-eclampsia",
       [["headache|headaches|migraine"]], when="obstetric", weeks=[20, 45], unless=["no|not|without * headache|headaches"]),
  rule("pregnancy-urine", "gp-today", "pain when peeing in pregnancy can be a urine infection, which needs treating",
       [["burning|burns|stings|stinging|pain|hurts|painful * pee|peeing|wee|weeing|urine|urinating", "uti|cystitis", "water|urine * infection", "blood in * urine|pee|wee"]], when="obstetric"),
  rule("itching-pregnancy", "gp-today", "itching, especially on the hands and feet, in pregnancy can be a liver condition called obstetric cholestasis",
       [["itchy|itching|itch|itches"], ["hands|feet|palms|soles|everywhere|really|very|so|intense|constant|night", "all over"]], when="pregnant"),
  rule("vomiting-pregnancy", "gp-today", "sickness that stops you eating or drinking normally in pregnancy should be checked",
       [["vomiting|vomit|throwing|puking|sick|vomited"], ["several|many|lots|times|every|days|keep|constantly|ketones|weight", "all day|night", "all the time", "day and night"]], when="pregnant",
       unless=["not|never * felt|been|feeling|being * sick|nauseous", "no * sickness|nausea|vomiting", "keep|keeping|kept * down"]),
  rule("dvt-signs", "gp-today", "a swollen, red or painful leg can be a blood clot and should be checked today",
       [["one|left|right|my * leg|calf|calves|thigh * swollen|swelling|red|hot|painful|sore|tender|throbbing", "swollen|swelling|red|hot|painful|tender * leg|calf|thigh"]],
       unless=["cramp|cramps|cramping ** night", "gym|run|running|exercise|workout"]),
  rule("emergency-contraception", "gp-today", "emergency contraception works best the sooner it is taken, so speak to a pharmacist, GP or sexual-health clinic today",
       [["condom * broke|broken|split|slipped|burst|off", "missed|forgot|forgotten * pill|pills", "had|have * unprotected|(without protection|without a condom|no condom)", "unprotected|(without protection|without a condom|no condom) ** (last night|yesterday|ago|this morning|at the weekend|on saturday|on friday)", "(morning after|emergency contraception)", "plan b", "pull|pulled|pulling out * late|(did not|not in time)"]],
       unless=["(trying to conceive|trying for a baby|trying to get pregnant)", "i|we want * baby|pregnant", "safe * for|to * sex|have", "is|are * today|tonight|it * safe", "can|should * we|i * have * unprotected"]),
  rule("mastitis", "gp-today", "a red, hot, painful breast with a fever or flu-like feeling can be mastitis, which may need treatment",
       [["breast|breasts|boob|boobs|nipple|nipples"], ["red|hot|lump|lumpy|hard|wedge|swollen|fever|flu|fluey|shivery|streak"]], when="postpartum",
       unless=["tender|sore * before * period", "sore|tender * early|first|sign|symptom|pregnancy"]),
  rule("low-mood-after-birth", "gp-today", "feeling low, hopeless or unable to enjoy things for two weeks or more in pregnancy or after birth can be depression, which is common and treatable",
       [["low|depressed|depression|hopeless|numb|anxious|anxiety|panic|crying|tearful|overwhelmed|empty|weepy", "(not|cannot|no|can not) * bond|cope|enjoy"],
        ["weeks|week|month|months|fortnight|always|constantly", "every day", "all the time", "hopeless|numb|empty|depressed|depression", "(not|cannot|no|can not) * bond|cope|enjoy"]],
       when="obstetric", unless=["baby * crying|cry|cries"]),
  # NHS / HSE "Clinical depression: diagnosis": talk to a GP about symptoms of depression most of
  # the day, every day, for more than 2 weeks.
  rule("low-mood-weeks", "appointment", "feeling low, hopeless or unable to enjoy things most days for two weeks or more can be depression, which is common and treatable",
       [["low|down|depressed|depression|hopeless|numb|empty|miserable|flat", "(not|cannot|no|can not) * enjoy|cope"],
        ["weeks|fortnight|month|months", "(every day|all the time)"]],
       when="not-pregnant", unless=["weeks|week * pregnant", "baby|babies|newborn"]),
  rule("chickenpox-exposure", "gp-today", "chickenpox or shingles contact in pregnancy needs a same-day call to your GP or midwife, in case you need protection",
       [["chickenpox|shingles|measles|rubella", "(chicken pox|slapped cheek)"]], when="pregnant"),
  rule("possibly-pregnant-pain", "gp-today", "pain or bleeding when your period is late or your test is positive should be checked today, to rule out an ectopic pregnancy",
       [["pain|ache|cramps|cramping|stabbing|sharp|twinge|twinges|bleeding|spotting|blood", "brown discharge"], ["positive * test|pregnancy", "missed|late|skipped|overdue * period", "period * late|missed|overdue", "bfp|hcg"]],
       when="not-pregnant", unless=["ovulation * test|tests", "opk", "negative"]),
  rule("fever-unwell", "gp-today", "a high temperature with pelvic pain or unusual discharge can mean an infection that needs treating",
       [FEVER, ["pelvic|belly|abdominal|lower|tummy * pain|ache|cramps", "discharge"]],
       unless=FEVER_UNLESS + ["bbt|basal * temperature|chart|charting|rise|shift|dip", "body temperature * chart|charting|rise|shift|dip"]),
  rule("pregnancy-discharge", "gp-today", "discharge that smells, changes colour or becomes watery in pregnancy should be checked",
       [["discharge"], ["smelly|smell|smells|green|grey|gray|watery|fishy|foul"]], when="pregnant", unless=["no|not|without * smell|smelly|itch|colour"]),
  rule("thrush-pregnancy", "appointment", "itching with thick white discharge in pregnancy is often thrush, which a midwife, GP or pharmacist can help with",
       [["discharge|thrush"], ["itch|itchy|itching|thick|cottage|sore"]], when="pregnant", unless=["no|not|without * itch|itchy|itching"]),

  rule("medicine-stopped", "gp-today", "stopping a prescribed medicine suddenly in pregnancy can be risky; your GP or prescriber should know today",
       [["stopped|stop|stopping|quit|quitting", "came|coming * off"], ["tablets|medication|medicine|meds|antidepressant|antidepressants|epilepsy|insulin|inhaler|lithium|antiepileptic"]],
       when="pregnant", unless=["the|my|contraceptive * pill", "contraception|contraceptive|coil|implant"]),
  rule("ectopic-history", "gp-today", "after a previous ectopic pregnancy, a new pregnancy should be checked early, so contact your GP or early pregnancy unit today",
       [["ectopic"], ["before|previous|had|history|last|past"], ["positive|bfp|pregnant|pregnancy|test|late|missed"]]),
  rule("pregnant-with-coil", "gp-today", "a positive test with a coil or other contraception in place needs checking today, because the risk of an ectopic pregnancy is higher",
       [["positive|bfp|pregnant"], ["coil|iud|ius|mirena|implant|sterilised|sterilized|tubes"]], unless=["removed|out"]),
  rule("baby-emergency", "ambulance", "a baby who is floppy, hard to wake, blue or struggling to breathe needs emergency help",
       [["baby|newborn|son|daughter", "little one"], ["floppy|unresponsive|limp|blue|grey|seizure|fitting", "not|cannot|hard|struggling * wake|waking|breathe|breathing"]]),
  rule("baby-unwell", "gp-today", "a newborn who is very sleepy, not feeding, has few wet nappies, a temperature or yellow skin should be checked today",
       [["baby|newborn|old|son|daughter", "little one"], ["sleepy|drowsy|lethargic|yellow|jaundice|jaundiced|feeding|feed|nappy|nappies|diaper|diapers|temperature|fever|rash|vomiting"]],
       when="postpartum", unless=["baby * kicks|kicking|moving|movements|move"]),
  rule("postpartum-clots", "gp-today", "passing clots or heavier bleeding that goes on for days after a birth should be checked today",
       [["clot|clots|heavy|heavier"], ["week|weeks|days|still|keep|keeps|again|over"]], when="postpartum", unless=["period * normal|usual"]),
  rule("pain-not-helped", "gp-today", "pain that painkillers are not touching, or that is much worse than usual, should be checked today",
       [["pain|cramps|cramping|ache"], ["painkillers|paracetamol|ibuprofen|nothing ** not|nothing|cannot ** help|helping|helps|work|working|touching|touch", "worse|stronger * than * usual|normal|before", "not|nothing * helping|working|touching"]],
       when="not-pregnant"),

  # appointment
  rule("overdue", "appointment", "from 41 weeks your midwife will talk to you about the options, such as a membrane sweep or induction",
       [["weeks|overdue|due|late|nothing|happening|pregnant|along", "{week}"]], when="pregnant", weeks=[41, 45]),
  rule("positive-test-booking", "appointment", "after a positive test, book your first appointment with a GP or midwife (ideally before 10 weeks)",
       [["positive|bfp|pregnant", "two lines"], ["test|tests|bfp|morning|today|just|found|someone|now|next"]], when="possibly-pregnant",
       unless=["negative", "ovulation|opk"]),
  rule("medicine-in-pregnancy", "appointment", "keep taking prescribed medicines until you have talked to your GP, midwife or prescriber; they can check what suits you in pregnancy",
       [["tablets|medication|medicine|meds|pills|antidepressant|antidepressants|epilepsy|insulin|inhaler|prescribed|prescription"]], when="pregnant"),
  rule("changing-often", "appointment", "needing to change a pad or tampon every hour or two, or using two together, is a sign of heavy periods worth checking with a GP",
       [["change|changing|changed|double|doubling|using * pad|pads|tampon|tampons|towel|towels|protection", "pad and * tampon", "two * pads|products"]], when="not-pregnant"),
  rule("periods-stopped", "appointment", "periods stopping for three months or more when you are not pregnant is worth checking with a GP",
       [["no|missed|missing|stopped|absent * period|periods", "not|never * had|have|got|gotten * period|periods", "last * period|periods", "period|periods * stopped|gone|missing|disappeared", "period|periods * not come|came"],
        ["3|three|4|four|5|five|6|six|several|many|few * month|months", "months", "year|years", "since"]], when="not-pregnant"),
  rule("trying-a-year", "appointment", "after a year of trying (six months if you are 36 or over) a GP can start fertility checks",
       [["trying|ttc|conceive|conceiving|pregnant|baby"], ["year|years", "6|7|8|9|10|11|12|13|14|15|16|17|18|19|20|21|22|23|24|30|36|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|eighteen * month|months|cycles"]],
       when="not-pregnant", unless=["weeks pregnant", "postpartum"]),
  rule("heavy-periods", "appointment", "heavy periods that affect your life are worth checking: there are treatments, and a GP can look for a cause",
       [["heavy|heavier|flooding|flood|clots|clot"], ["period|periods|cycle|monthly", "every|each month"]],
       when="not-pregnant"),
  rule("long-periods", "appointment", "periods that often last more than 7 days are worth checking with a GP",
       [["long|longer|lasting|lasts|last|lasted|bleeding|bleed|period|periods"], ["for|2|3|4|two|three|four|several|few|couple * weeks", "over|than|whole|full|entire * week",
                                                                          "8|9|10|11|12|13|14|eight|nine|ten|eleven|twelve|fourteen * days"]],
       when="not-pregnant", unless=["late|overdue|missed"]),
  rule("bleeding-between", "appointment", "bleeding between periods, after sex or after the menopause should be checked by a GP",
       [[BLEED], ["between * period|periods", "after * sex|intercourse", "menopause|postmenopausal|menopausal", "midcycle", "mid cycle", "middle of * cycle", "every|each|twice|two * month|cycle"]],
       when="not-pregnant", unless=["ovulation|ovulating|ovulate"]),
  rule("irregular-cycles", "appointment", "cycles that are often shorter than 21 or longer than 35 days, or very irregular, are worth checking with a GP",
       [["irregular|unpredictable|random", "all over the place", "every two|2 weeks", "twice a month", "2|two periods * month", "40|45|50|55|60|70|90|15|16|17|18|19|20 * days|day", "short|long * cycles"]], when="not-pregnant"),
  rule("painful-periods", "appointment", "period pain that stops you doing normal things, or pain during sex, is worth checking: a GP can look for causes such as endometriosis",
       [["pain|painful|cramps|cramping|hurts|hurt|ache|agony"], ["period|periods|sex|intercourse|bowel|poo|pooing|monthly", "every|each month"],
        ["miss|missing|bed|cannot|worse|severe|unbearable|agony|agonising|during|faint|vomit|vomiting|school|work", "can not"]],
       when="not-pregnant"),
  rule("pcos-endo-checks", "appointment", "a GP can check for conditions like PCOS, endometriosis or a thyroid problem and talk through options",
       [["pcos|polycystic|endometriosis|endo|fibroids|thyroid|hirsutism|acne|adenomyosis|cyst|cysts", "facial|excess * hair"]]),
  rule("perimenopause", "appointment", "symptoms of the perimenopause that bother you are worth talking through with a GP",
       [["hot * flush|flushes|flash|flashes", "night sweats", "perimenopause|perimenopausal|menopause|menopausal"]]),
  rule("past-complication", "appointment", "a complication in an earlier pregnancy is worth raising with your midwife or GP, who can plan your care",
       [["preeclampsia|eclampsia|cholestasis|stillbirth|stillborn|ectopic|molar|miscarriage|preterm|premature|haemorrhage|hemorrhage|diabetes"],
        ["last|previous|before|earlier|first|history|again|happen|had"]]),
  rule("serious-condition-question", "appointment", "if you are worried about this, a GP or midwife can talk it through and check you",
       [["ectopic|preeclampsia|eclampsia|molar|cholestasis|stillbirth|sepsis|hyperemesis"]]),
  rule("postpartum-check", "appointment", "your postnatal check is a good time to raise how you are recovering",
       [["pain|sore|hurts|hurt|aching|ache|leaking|leak|incontinence|stitches|tear|scar|prolapse"]], when="postpartum", unless=["nipple|nipples|latch|latches|boobs|breast|breasts"]),
]

modifiers = [
  {"id": "clinician-reassured", "cap": "appointment",
   "reason": "a clinician has already checked this and said it was fine",
   "patterns": ["doctor|doctors|gp|midwife|midwives|gynaecologist|gyno|consultant|obstetrician|nurse|they|hospital|epu|scan|sonographer|clinic ** said|says|told|reassured|confirmed|showed ** fine|normal|ok|okay|nothing|harmless|benign|common|expected|healthy|worry|happen|happens|cervix|ectropion",
                "checked|seen|scanned|examined ** fine|normal|ok|okay|nothing|good|healthy|reassured",
                "been|got|was|had * seen|checked"],
   "unless": ["but now", "now * worse|heavier|more|again|different|new|started", "getting|got|much * worse", "worse now", "since then", "now i", "new|different|another|second * pain|bleed|bleeding|symptom"]},
  {"id": "in-the-past", "cap": "appointment",
   "reason": "this happened a while ago and has not come back",
   "patterns": ["last|previous|earlier|other|older * pregnancy|pregnancies|baby|month|year", "months|years * ago", "in the past", "used to", "history of", "when i was * pregnant|younger|teenager|teen", "as a * teenager|teen|kid|child|girl",
                "with my * son|daughter|last|older|eldest|other"],
   "unless": ["now|again|today|tonight|currently|still|started|keep|keeps|since", "at the moment", "this morning|pregnancy", "weeks pregnant", "pregnant now"]},
  {"id": "asking-in-general", "cap": "appointment",
   "reason": "you are asking in general rather than about something happening now",
   "patterns": ["^ what are|is * signs|symptoms|sign", "^ what are|is * warning signs", "^ how do|can|would * i|you * know|tell", "^ when should i * worry|call|go|see|get", "^ what * counts|count as", "^ what should i", "^ what does * mean", "^ is it true"],
   "unless": ["i have|am|got|feel|felt|keep|had|think", "having|today|tonight", "right now", "this morning", "my * is|are|has|was|keeps"]},
  {"id": "hypothetical", "cap": "appointment",
   "reason": "you are asking what to do if this happens, not saying it is happening now",
   "patterns": ["^ what if", "^ if i|my|the|she|we", "what happens|happen|should|do|would * i|we|you * do ** if|when", "what happens if|when", "in case"],
   "unless": ["i have|am|got|feel|felt|keep|had|think|started|was|just", "she|he|wife|partner|girlfriend * is|has|was|keeps|started",
              "having|today|tonight|now|already|currently|yesterday|since|still|again", "right now", "this morning", "my * is|are|has|was|keeps|broke|started"]}
]

for m in modifiers:
    m["patterns"] = expand_all(m["patterns"])
    m["unless"] = expand_all(m.get("unless", []))

doc = {"version": 1,
       "about": "Triage rules: patterns that name symptoms said together, the context they apply in, the level of care and the reason in plain words. Generated by scripts/triage_rules.py from /work/shared/red-flags.md and the topic library.",
       "contexts": {"pregnant": "pregnant (the profile or the message says so)", "postpartum": "up to a year after birth", "obstetric": "pregnant or postpartum",
                    "possibly-pregnant": "pregnant, trying, or a late period or positive test in the message", "not-pregnant": "not pregnant and not postpartum"},
       "fallback": {"level": "urgent", "reason": "these symptoms can need prompt care"},
       "fever": ["fever|feverish|shivery|shivering|chills|rigors", "high temperature", "have|got|running|with * a|high * temperature", "hot and cold"],
       "possiblyPregnant": expand_all(POSSIBLY),
       "pregnantNow": expand_all(PREGNANT_NOW), "notPregnant": expand_all(NOT_PREGNANT),
       "postpartum": expand_all(["postpartum|postnatal|puerperal", "post natal|partum", "after * birth|delivery|caesarean|section", "after * having * baby",
                      "gave|given * birth", "delivered|newborn", "had my|the baby", "baby was born", "since * birth|delivery|having * baby", "weeks|days|week * after * birth|delivery|baby",
                      "lochia", "breastfeeding|nursing|pumping", "breast feeding"]),
       "rules": rules, "modifiers": modifiers}
with open("Knowledge/triage/rules.json", "w") as f:
    json.dump(doc, f, indent=2, ensure_ascii=False)
    f.write("\n")
print(len(rules), "rules")
