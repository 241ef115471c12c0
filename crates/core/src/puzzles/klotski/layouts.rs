//! Klotski's named classic layouts: the 4 x 5 box, 曹操 (A, 2 x 2) out at the bottom middle, with their Chinese names,
//! an English gloss and the published fewest piece moves (partners: `mod.rs` the case and its text, `solve.rs`, whose
//! counts `tests/klotski/judge.rs` checks against every row here; later the page's levels).
//!
//! Layouts and published counts: the table of fayaa.com (发芽网, `http://fayaa.com/youxi/hrd/<n>/`), as kept in
//! SimonHung/Klotski's `klotski.board.fayaa.js` (not checked against fayaa.com itself, which is not at hand).
//! Letters are ours: A is 曹操, the other pieces B, C, ... by their anchors in reading order (so 横刀立马 reads as
//! issue 22 writes it). The published count is in piece moves (a piece moving along any path of empty cells is one
//! move); the cell steps and straight slides beside it are our solver's, recorded so that a change in them is seen.

/// One named layout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    /// Its Chinese name (simplified characters).
    pub name: &'static str,
    /// An English gloss of the name (ours).
    pub english: &'static str,
    /// Its number in fayaa.com's table.
    pub fayaa: u32,
    /// The five rows of the 4 x 5 box, in the judge format.
    pub rows: [&'static str; 5],
    /// The published fewest piece moves; `None`: published as having no solution.
    pub published: Option<u32>,
    /// Our solver's fewest cell steps and straight slides (`None` with no solution).
    pub steps_slides: Option<(u32, u32)>,
}

impl Layout {
    /// Rows, columns and the target of every layout: A's anchor on row 4, column 2 (1-based).
    pub const SIZE_AND_TARGET: ((usize, usize), (usize, usize)) = ((5, 4), (4, 2));

    /// The layout as the lines of one judge case (`5 4`, the rows, `4 2`).
    pub fn text(&self) -> String {
        format!("5 4\n{}\n4 2\n", self.rows.join("\n"))
    }

    /// The judge's line for the layout as case `index` (1-based): `Case i: S L P` or `Case i: -1`.
    pub fn judge_line(&self, index: usize) -> String {
        match (self.steps_slides, self.published) {
            (Some((s, l)), Some(p)) => format!("Case {index}: {s} {l} {p}\n"),
            _ => format!("Case {index}: -1\n"),
        }
    }
}

const fn layout(
    name: &'static str,
    english: &'static str,
    fayaa: u32,
    rows: [&'static str; 5],
    published: Option<u32>,
    steps_slides: Option<(u32, u32)>,
) -> Layout {
    Layout {
        name,
        english,
        fayaa,
        rows,
        published,
        steps_slides,
    }
}

/// The named layouts, in fayaa.com's order.
pub const LAYOUTS: &[Layout] = &[
    layout(
        "横刀立马",
        "Sabre across the saddle",
        1,
        ["BAAC", "BAAC", "DEEF", "DGHF", "I..J"],
        Some(81),
        Some((116, 90)),
    ),
    layout(
        "指挥若定",
        "Commanding with composure",
        2,
        ["BAAC", "BAAC", "DEEF", "GHIJ", "G..J"],
        Some(70),
        Some((100, 79)),
    ),
    layout(
        "将拥曹营",
        "Generals crowd Cao's camp",
        3,
        [".AA.", "BAAC", "BDEC", "FDEG", "HHIJ"],
        Some(72),
        Some((101, 78)),
    ),
    layout(
        "齐头并进",
        "Advancing abreast",
        4,
        ["BAAC", "BAAC", "DEFG", "HIIJ", "H..J"],
        Some(60),
        Some((85, 66)),
    ),
    layout(
        "兵分三路",
        "Troops in three columns",
        5,
        ["BAAC", "DAAE", "DFFE", "GHIJ", "G..J"],
        Some(72),
        Some((92, 77)),
    ),
    layout(
        "雨声淅沥",
        "The patter of rain",
        6,
        ["BAAC", "BAAD", "EFFG", "EH.G", "IH.J"],
        Some(47),
        Some((60, 52)),
    ),
    layout(
        "左右布兵",
        "Soldiers on both flanks",
        7,
        ["BAAC", "DAAE", "FGHI", "FGHI", ".JJ."],
        Some(54),
        Some((78, 61)),
    ),
    layout(
        "桃花园中",
        "In the peach garden",
        8,
        ["BAAC", "DAAE", "DFGE", "HFGI", ".JJ."],
        Some(70),
        Some((100, 77)),
    ),
    layout(
        "一路进军",
        "Marching down one road",
        9,
        ["BAAC", "BAAD", "EFGH", "EFGI", ".JJ."],
        Some(58),
        Some((81, 64)),
    ),
    layout(
        "一路顺风",
        "A fair wind all the way",
        10,
        ["BAAC", "BAAD", "EFFG", "EHIG", ".JI."],
        Some(39),
        Some((49, 43)),
    ),
    layout(
        "围而不歼",
        "Surrounded, not destroyed",
        11,
        ["BAAC", "BAAD", "EFFG", "EHIJ", ".HI."],
        Some(62),
        Some((80, 69)),
    ),
    layout(
        "捷足先登",
        "The swift arrive first",
        12,
        ["BAAC", "DAAE", ".FF.", "GHIJ", "GHIJ"],
        Some(32),
        Some((47, 38)),
    ),
    layout(
        "插翅难飞",
        "No escape even with wings",
        13,
        ["BAAC", "BAAD", "EEFG", "HIIJ", "H..J"],
        Some(62),
        Some((77, 68)),
    ),
    layout(
        "守口如瓶",
        "Tight as a sealed jar",
        14,
        ["BAAC", "BAAC", "DE.F", "GE.H", "IIJJ"],
        Some(81),
        Some((103, 88)),
    ),
    layout(
        "守口如瓶二",
        "Tight as a sealed jar, second form",
        15,
        ["BAAC", "DAAE", "DF.E", "GF.H", "IIJJ"],
        Some(99),
        Some((131, 111)),
    ),
    layout(
        "双将挡路",
        "Two generals bar the road",
        16,
        ["BAAC", "BAAD", "EFFG", "EHHG", "I..J"],
        Some(73),
        Some((92, 81)),
    ),
    layout(
        "横马当关",
        "A horse across the pass",
        17,
        ["BAAC", "BAAC", "DDEE", "FG.H", "IG.J"],
        Some(83),
        Some((110, 93)),
    ),
    layout(
        "层层设防",
        "Defences layer on layer",
        18,
        ["BAAC", "BAAC", "DEEF", "GHHI", ".JJ."],
        Some(102),
        Some((138, 111)),
    ),
    layout(
        "层层设防二",
        "Defences layer on layer, second form",
        19,
        ["BAAC", "DAAE", "DFFE", "GHHI", ".JJ."],
        Some(120),
        Some((158, 130)),
    ),
    layout(
        "兵挡将阻",
        "Soldiers block, generals bar",
        20,
        ["BAAC", "DAAC", "EFFG", "EHHI", ".JJ."],
        Some(87),
        Some((118, 96)),
    ),
    layout(
        "堵塞要道",
        "The key road blocked",
        21,
        ["BAAC", "DAAE", "FGHH", "FGII", ".JJ."],
        Some(40),
        Some((53, 43)),
    ),
    layout(
        "层峦叠嶂",
        "Peak upon peak",
        23,
        ["BAAC", "BAAC", "DEEF", "GGHH", "I..J"],
        Some(98),
        Some((135, 108)),
    ),
    layout(
        "水泄不通",
        "Not even water gets through",
        24,
        ["BAAC", "BAAD", "EEFF", "GGHH", "I..J"],
        Some(79),
        Some((114, 88)),
    ),
    layout(
        "四路进兵",
        "Advancing by four roads",
        25,
        ["BAAC", "DAAE", "F.GG", "F.HH", "IIJJ"],
        Some(77),
        Some((109, 86)),
    ),
    layout(
        "入地无门",
        "No door into the earth",
        26,
        ["BAAC", "BAAD", "EFFG", "HHII", ".JJ."],
        Some(87),
        Some((124, 99)),
    ),
    layout(
        "勇闯五关",
        "Braving five passes",
        27,
        ["BAAC", "DAAE", "FFGG", "HHII", ".JJ."],
        Some(34),
        Some((46, 37)),
    ),
    layout(
        "乱石崩云",
        "Jagged rocks pierce the clouds",
        37,
        ["BAAC", "DAAC", "DEFF", "GEHI", "J..I"],
        Some(84),
        Some((116, 92)),
    ),
    layout(
        "背水列阵",
        "Battle line with the river behind",
        38,
        ["BCCD", "BEFD", ".AA.", "GAAH", "IIJJ"],
        Some(54),
        Some((75, 61)),
    ),
    layout(
        "四面楚歌",
        "Songs of Chu on every side",
        39,
        ["BCDE", "BAAE", "FAAG", "HIIG", "H..J"],
        Some(56),
        Some((73, 60)),
    ),
    layout(
        "前呼后拥",
        "Escorted front and back",
        40,
        ["BCAA", "DDAA", "EEFF", "GGHH", "..IJ"],
        Some(22),
        Some((31, 23)),
    ),
    layout(
        "兵临曹营",
        "Troops at Cao's camp",
        41,
        ["BAAC", "DAAE", "FGGH", "FIJH", ".IJ."],
        Some(34),
        Some((49, 40)),
    ),
    layout(
        "五将逼宫",
        "Five generals storm the palace",
        42,
        ["BBCC", "DAAE", "DAAE", "FGGH", "I..J"],
        Some(36),
        Some((49, 40)),
    ),
    layout(
        "云遮雾障",
        "Veiled in cloud and mist",
        43,
        ["BAAC", "BAAC", "DEEF", "DGGH", "I..J"],
        Some(81),
        Some((104, 89)),
    ),
    layout(
        "三军联防",
        "Three armies defend together",
        45,
        ["AABC", "AABC", "DDEE", "FGGH", "I..J"],
        Some(65),
        Some((89, 70)),
    ),
    layout(
        "前挡后阻",
        "Blocked ahead and behind",
        46,
        ["AABB", "AACD", "EFCG", "EFHI", ".JJ."],
        Some(42),
        Some((53, 45)),
    ),
    layout(
        "近在咫尺",
        "Within a hand's reach",
        47,
        ["BCDE", "FCDE", "GGHI", "JJAA", "..AA"],
        Some(98),
        Some((124, 107)),
    ),
    layout(
        "走投无路",
        "Nowhere left to go",
        48,
        ["BAAC", "BAAC", "DEFG", "DEHG", "I..J"],
        None,
        None,
    ),
    layout(
        "小燕出巢",
        "The swallow leaves the nest",
        49,
        ["BAAC", "BAAC", "DDEE", "FGGH", "I..J"],
        Some(103),
        Some((134, 110)),
    ),
    layout(
        "比翼横空",
        "Wing to wing across the sky",
        50,
        ["BBAA", "CCAA", "DDEE", "F.GH", "I.JH"],
        Some(28),
        Some((39, 34)),
    ),
    layout(
        "夹道藏兵",
        "Soldiers hidden along the lane",
        51,
        ["AABC", "AADC", "EEFF", "GGHH", "I..J"],
        Some(75),
        Some((107, 84)),
    ),
    layout(
        "屯兵东路",
        "Troops massed on the east road",
        52,
        ["AABC", "AABC", "DDEF", "GHIJ", "GH.."],
        Some(71),
        Some((102, 80)),
    ),
    layout(
        "四将连关",
        "Four generals hold the passes",
        53,
        ["AABB", "AACC", "DEFF", "DEGH", "I..J"],
        Some(39),
        Some((55, 46)),
    ),
    layout(
        "峰回路转",
        "The road winds round the peaks",
        55,
        ["BCDE", "AAFE", "AAFG", ".HHG", ".IJJ"],
        Some(138),
        Some((179, 150)),
    ),
    layout(
        "井底之蛙",
        "The frog at the bottom of the well",
        56,
        ["BCCD", "EAAF", "EAAF", "GHHI", ".JJ."],
        Some(68),
        Some((88, 72)),
    ),
    layout(
        "似远实近",
        "Seemingly far, truly near",
        58,
        ["AABB", "AACC", "..DE", "FGHI", "FGJI"],
        Some(15),
        Some((24, 19)),
    ),
    layout(
        "小兵探路",
        "A soldier scouts the way",
        61,
        ["AABC", "AA.C", ".DEE", "FDGG", "HIJJ"],
        Some(135),
        Some((177, 144)),
    ),
    layout(
        "前后夹攻",
        "Attacked front and rear",
        62,
        [".BCD", "EB.D", "FGAA", "FHAA", "IIJJ"],
        Some(112),
        Some((141, 120)),
    ),
    layout(
        "欲罢不能",
        "Unable to stop",
        64,
        [".AAB", "CAAB", "DEEF", "DG.F", "HGIJ"],
        Some(93),
        Some((126, 101)),
    ),
];
