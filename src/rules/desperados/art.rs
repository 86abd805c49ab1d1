//! The art that draws Desperados (`assets/art/desperados`), by what it shows: the window's
//! table and a phone's page draw the same pieces.

use super::{CardEffect, Face, Icon};

/// The picture on a die for its face.
pub fn face_art(face: Face) -> &'static str {
    match face {
        Face::Action => "desperados/face_action",
        Face::Bottle => "desperados/face_bottle",
        Face::Fist => "desperados/face_fist",
        Face::Knife => "desperados/face_knife",
        Face::Pistol => "desperados/face_pistol",
        Face::Boss => "desperados/face_boss",
    }
}

/// Each gang's five desperados as drawn, in [`Icon::ALL`]'s order; a rules file with
/// more gangs than drawn sets goes round them again.
const PORTRAITS: [[&str; 5]; 4] = [
    [
        "desperados/gang_1_brains",
        "desperados/gang_1_fist",
        "desperados/gang_1_knife",
        "desperados/gang_1_pistol",
        "desperados/gang_1_boss",
    ],
    [
        "desperados/gang_2_brains",
        "desperados/gang_2_fist",
        "desperados/gang_2_knife",
        "desperados/gang_2_pistol",
        "desperados/gang_2_boss",
    ],
    [
        "desperados/gang_3_brains",
        "desperados/gang_3_fist",
        "desperados/gang_3_knife",
        "desperados/gang_3_pistol",
        "desperados/gang_3_boss",
    ],
    [
        "desperados/gang_4_brains",
        "desperados/gang_4_fist",
        "desperados/gang_4_knife",
        "desperados/gang_4_pistol",
        "desperados/gang_4_boss",
    ],
];
/// Each gang's card, as drawn.
const GANG_CARDS: [&str; 4] = ["desperados/gang_1", "desperados/gang_2", "desperados/gang_3", "desperados/gang_4"];

/// Desperado `icon` of the gang at `gang` in the rules file's gangs.
pub fn portrait(gang: u8, icon: Icon) -> &'static str {
    PORTRAITS[usize::from(gang) % PORTRAITS.len()][icon.index()]
}

/// The card of the gang at `gang` in the rules file's gangs.
pub fn gang_card(gang: u8) -> &'static str {
    GANG_CARDS[usize::from(gang) % GANG_CARDS.len()]
}

/// The picture on a Wild West card for what it does.
pub fn effect_art(effect: CardEffect) -> &'static str {
    match effect {
        CardEffect::ExtraAction => "desperados/ww_extra_action",
        CardEffect::RerollDie => "desperados/ww_reroll_die",
        CardEffect::SetDie => "desperados/ww_set_die",
        CardEffect::FreeJailStep => "desperados/ww_free_jail_step",
        CardEffect::BlockAttack => "desperados/ww_block_attack",
        CardEffect::CancelAction => "desperados/ww_cancel_action",
    }
}
