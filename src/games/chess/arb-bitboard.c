/* arb-bitboard.c — the attack tables of standard chess's move generator
 *
 * Sliders use "magic" multiplication (the chess programming wiki's fancy
 * magic bitboards, as Stockfish and Ethereal do): the occupied squares on
 * a slider's lines are multiplied by a constant that packs them into a
 * dense index. The constants are searched for here, once, from a fixed
 * seed, rather than copied from a table: a few milliseconds at the first
 * use, the same constants on every machine.
 *
 * SPDX-FileCopyrightText: 2026 The Arbiter authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "arb-bitboard.h"
#include "arb-random.h"

ArbAttackTables arb_attacks;

/* Every rook square's table end to end (the sum of 2^bits over the board),
 * and every bishop square's. */
#define ROOK_TABLE_SIZE 102400
#define BISHOP_TABLE_SIZE 5248

static ArbBitboard rook_table[ROOK_TABLE_SIZE];
static ArbBitboard bishop_table[BISHOP_TABLE_SIZE];

static const int rook_steps[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
static const int bishop_steps[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };

/* The squares a slider on (x, y) reaches along @steps, stopping at and
 * including the first occupied square. */
static ArbBitboard
slide (int x, int y, const int steps[4][2], ArbBitboard occupied)
{
  ArbBitboard attacks = 0;

  for (int i = 0; i < 4; i++)
    for (int cx = x + steps[i][0], cy = y + steps[i][1]; arb_coords_on_board (cx, cy);
         cx += steps[i][0], cy += steps[i][1])
      {
        attacks |= ARB_BB (ARB_SQUARE (cx, cy));
        if (occupied & ARB_BB (ARB_SQUARE (cx, cy)))
          break;
      }
  return attacks;
}

/* The squares whose occupancy matters to a slider on (x, y): its lines
 * without their last square (a piece there changes nothing). */
static ArbBitboard
relevant (int x, int y, const int steps[4][2])
{
  ArbBitboard mask = 0;

  for (int i = 0; i < 4; i++)
    for (int cx = x + steps[i][0], cy = y + steps[i][1];
         arb_coords_on_board (cx + steps[i][0], cy + steps[i][1]);
         cx += steps[i][0], cy += steps[i][1])
      mask |= ARB_BB (ARB_SQUARE (cx, cy));
  return mask;
}

/* The magics find_magic() finds from its seed, square by square (ARB_SQUARE
 * order), kept so that a program does not spend a third of a second
 * finding them again at its start: each is checked as it is used, and a
 * search replaces one that does not fit (tests/test-standard.c's perft
 * counts would show a wrong table). Printed by the search itself. */
static const guint64 rook_magics[ARB_N_SQUARES] = {
  G_GUINT64_CONSTANT (0x3080081040002080), G_GUINT64_CONSTANT (0x0840400010002000),
  G_GUINT64_CONSTANT (0x1200201008420080), G_GUINT64_CONSTANT (0x3180080035801001),
  G_GUINT64_CONSTANT (0x0a00200200100409), G_GUINT64_CONSTANT (0x0a00040810018200),
  G_GUINT64_CONSTANT (0xa0802a0041000880), G_GUINT64_CONSTANT (0x0200004184020f21),
  G_GUINT64_CONSTANT (0x0400800020804000), G_GUINT64_CONSTANT (0x420c400420100440),
  G_GUINT64_CONSTANT (0x0412001020420080), G_GUINT64_CONSTANT (0x4482004200102008),
  G_GUINT64_CONSTANT (0x0140800800800400), G_GUINT64_CONSTANT (0x0001000400030008),
  G_GUINT64_CONSTANT (0x0041004100820024), G_GUINT64_CONSTANT (0x200200023100804c),
  G_GUINT64_CONSTANT (0x0080044001456011), G_GUINT64_CONSTANT (0x001000c040002004),
  G_GUINT64_CONSTANT (0x0068420011220480), G_GUINT64_CONSTANT (0x2040808008001000),
  G_GUINT64_CONSTANT (0x0211510028002500), G_GUINT64_CONSTANT (0x0000480120403024),
  G_GUINT64_CONSTANT (0x8020440091101208), G_GUINT64_CONSTANT (0x800822000040a401),
  G_GUINT64_CONSTANT (0x8880400080008028), G_GUINT64_CONSTANT (0x0250004140002002),
  G_GUINT64_CONSTANT (0x4989004100200016), G_GUINT64_CONSTANT (0x0001010900100020),
  G_GUINT64_CONSTANT (0x8204008080040800), G_GUINT64_CONSTANT (0x0002000200100409),
  G_GUINT64_CONSTANT (0x0431810080800200), G_GUINT64_CONSTANT (0x0d28052e00004084),
  G_GUINT64_CONSTANT (0x0080004000402000), G_GUINT64_CONSTANT (0x0000401000402001),
  G_GUINT64_CONSTANT (0x5001041145002000), G_GUINT64_CONSTANT (0x4120823802801000),
  G_GUINT64_CONSTANT (0x0004004008080080), G_GUINT64_CONSTANT (0x9009000289000400),
  G_GUINT64_CONSTANT (0x0004080184000210), G_GUINT64_CONSTANT (0x0008800060800100),
  G_GUINT64_CONSTANT (0x8600400080008020), G_GUINT64_CONSTANT (0x4000200040008080),
  G_GUINT64_CONSTANT (0x0510200041010018), G_GUINT64_CONSTANT (0x180010010021000a),
  G_GUINT64_CONSTANT (0x0204000800808005), G_GUINT64_CONSTANT (0x002600081006000c),
  G_GUINT64_CONSTANT (0x0200414802840010), G_GUINT64_CONSTANT (0x4000408044020001),
  G_GUINT64_CONSTANT (0x0000400080102080), G_GUINT64_CONSTANT (0x0840804000200380),
  G_GUINT64_CONSTANT (0x0020104020820200), G_GUINT64_CONSTANT (0x0108201001018900),
  G_GUINT64_CONSTANT (0x1005010800bc3100), G_GUINT64_CONSTANT (0x0001000804000300),
  G_GUINT64_CONSTANT (0x1428012842100400), G_GUINT64_CONSTANT (0x208000a041040200),
  G_GUINT64_CONSTANT (0x9100248000130241), G_GUINT64_CONSTANT (0x0982008122449102),
  G_GUINT64_CONSTANT (0x008100400c200011), G_GUINT64_CONSTANT (0x8241000608201001),
  G_GUINT64_CONSTANT (0x8402008408211002), G_GUINT64_CONSTANT (0x0401000400020801),
  G_GUINT64_CONSTANT (0x0812000100880402), G_GUINT64_CONSTANT (0x0904002044148102),
};
static const guint64 bishop_magics[ARB_N_SQUARES] = {
  G_GUINT64_CONSTANT (0x90708502240400a2), G_GUINT64_CONSTANT (0x4002ac0846014040),
  G_GUINT64_CONSTANT (0x0008360246000000), G_GUINT64_CONSTANT (0x0104104202800000),
  G_GUINT64_CONSTANT (0x002e061000200740), G_GUINT64_CONSTANT (0xe002021005000022),
  G_GUINT64_CONSTANT (0x000e009220101180), G_GUINT64_CONSTANT (0x0000110818020820),
  G_GUINT64_CONSTANT (0x0801321430048200), G_GUINT64_CONSTANT (0x1021200242021020),
  G_GUINT64_CONSTANT (0x0000080214102001), G_GUINT64_CONSTANT (0x4800022082030010),
  G_GUINT64_CONSTANT (0x0240040421ea0881), G_GUINT64_CONSTANT (0x8a2001042005c041),
  G_GUINT64_CONSTANT (0x0002090108a004ad), G_GUINT64_CONSTANT (0x0400088084012000),
  G_GUINT64_CONSTANT (0x410e4040850820c0), G_GUINT64_CONSTANT (0xa450000484008418),
  G_GUINT64_CONSTANT (0x8150002108420a40), G_GUINT64_CONSTANT (0x0000800802810288),
  G_GUINT64_CONSTANT (0x0012010401214000), G_GUINT64_CONSTANT (0x0001100a01100100),
  G_GUINT64_CONSTANT (0x000220044804044a), G_GUINT64_CONSTANT (0x0104401201040108),
  G_GUINT64_CONSTANT (0x4004a00040088114), G_GUINT64_CONSTANT (0x0210100144214200),
  G_GUINT64_CONSTANT (0xb518120101040300), G_GUINT64_CONSTANT (0xa010040080401021),
  G_GUINT64_CONSTANT (0x4324840002802010), G_GUINT64_CONSTANT (0x9400848003026004),
  G_GUINT64_CONSTANT (0x800100404a080400), G_GUINT64_CONSTANT (0x0000810040840e80),
  G_GUINT64_CONSTANT (0x020210040a132016), G_GUINT64_CONSTANT (0x0002080340201200),
  G_GUINT64_CONSTANT (0x4204004804104080), G_GUINT64_CONSTANT (0x0034080800a20a00),
  G_GUINT64_CONSTANT (0xe001110400020020), G_GUINT64_CONSTANT (0xf000c80a00004100),
  G_GUINT64_CONSTANT (0x20900202000080c1), G_GUINT64_CONSTANT (0x0c8822a100002301),
  G_GUINT64_CONSTANT (0x1008880840004800), G_GUINT64_CONSTANT (0x0401008820440400),
  G_GUINT64_CONSTANT (0x10020a0104821000), G_GUINT64_CONSTANT (0x8000002104002040),
  G_GUINT64_CONSTANT (0x0741822009048604), G_GUINT64_CONSTANT (0xd240482080200900),
  G_GUINT64_CONSTANT (0x22100202004a1402), G_GUINT64_CONSTANT (0x00010805004a0302),
  G_GUINT64_CONSTANT (0x61060104a0041000), G_GUINT64_CONSTANT (0x8980308430080000),
  G_GUINT64_CONSTANT (0x9008202084102000), G_GUINT64_CONSTANT (0x4002008042020082),
  G_GUINT64_CONSTANT (0x003100f00e022000), G_GUINT64_CONSTANT (0x0304102001c90080),
  G_GUINT64_CONSTANT (0x1150208a14aa0421), G_GUINT64_CONSTANT (0x20b0114104008000),
  G_GUINT64_CONSTANT (0x280444008401a002), G_GUINT64_CONSTANT (0x4000010518020240),
  G_GUINT64_CONSTANT (0x041020420102c840), G_GUINT64_CONSTANT (0x0500200900411083),
  G_GUINT64_CONSTANT (0x0200020040304900), G_GUINT64_CONSTANT (0x000148081010008c),
  G_GUINT64_CONSTANT (0x42c0208810910040), G_GUINT64_CONSTANT (0x80102101080a0042),
};

/* Finds a magic for one square and fills its part of @table; returns how
 * many entries it used. Each subset of the mask (Carry–Rippler order) must
 * land on an entry that holds its attacks or nothing yet. */
static guint
find_magic (ArbMagic *magic, int x, int y, const int steps[4][2], ArbBitboard *table,
            guint64 known, guint64 *seed)
{
  ArbBitboard occupancy[4096], reference[4096];
  guint32 epoch[4096] = { 0 };
  guint bits, size = 0;
  guint32 attempt = 0;
  ArbBitboard subset = 0;

  magic->mask = relevant (x, y, steps);
  bits = arb_bb_count (magic->mask);
  magic->shift = 64 - bits;
  magic->attacks = table;
  do
    {
      occupancy[size] = subset;
      reference[size++] = slide (x, y, steps, subset);
      subset = (subset - magic->mask) & magic->mask;
    }
  while (subset != 0);

  for (;;)
    {
      guint i;

      /* The known magic first; then sparse candidates (few bits set),
       * which succeed far more often. */
      if (attempt == 0 && known != 0)
        magic->magic = known;
      else
        do
          magic->magic = arb_splitmix64 (seed) & arb_splitmix64 (seed) & arb_splitmix64 (seed);
        while (arb_bb_count ((magic->mask * magic->magic) >> 56) < 6);

      attempt++;
      for (i = 0; i < size; i++)
        {
          guint index = (guint) ((occupancy[i] * magic->magic) >> magic->shift);

          if (epoch[index] < attempt)
            {
              epoch[index] = attempt;
              table[index] = reference[i];
            }
          else if (table[index] != reference[i])
            break;
        }
      if (i == size)
        return size;
    }
}

static void
init_once (void)
{
  guint64 seed = G_GUINT64_CONSTANT (0x4d41474943); /* "MAGIC" */
  guint rook_used = 0, bishop_used = 0;

  for (int y = 0; y < ARB_BOARD_SIZE; y++)
    for (int x = 0; x < ARB_BOARD_SIZE; x++)
      {
        ArbSquare sq = ARB_SQUARE (x, y);
        static const int knight[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                                          { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };

        for (int i = 0; i < 8; i++)
          {
            int kx = x + knight[i][0], ky = y + knight[i][1];

            if (arb_coords_on_board (kx, ky))
              arb_attacks.knight[sq] |= ARB_BB (ARB_SQUARE (kx, ky));
          }
        for (int dx = -1; dx <= 1; dx++)
          for (int dy = -1; dy <= 1; dy++)
            if ((dx != 0 || dy != 0) && arb_coords_on_board (x + dx, y + dy))
              arb_attacks.king[sq] |= ARB_BB (ARB_SQUARE (x + dx, y + dy));
        /* White attacks towards row 0, Black towards row 7. */
        for (int dx = -1; dx <= 1; dx += 2)
          {
            if (arb_coords_on_board (x + dx, y - 1))
              arb_attacks.pawn[ARB_SIDE_WHITE][sq] |= ARB_BB (ARB_SQUARE (x + dx, y - 1));
            if (arb_coords_on_board (x + dx, y + 1))
              arb_attacks.pawn[ARB_SIDE_BLACK][sq] |= ARB_BB (ARB_SQUARE (x + dx, y + 1));
          }

        rook_used += find_magic (&arb_attacks.rook[sq], x, y, rook_steps,
                                 rook_table + rook_used, rook_magics[sq], &seed);
        bishop_used += find_magic (&arb_attacks.bishop[sq], x, y, bishop_steps,
                                   bishop_table + bishop_used, bishop_magics[sq], &seed);
      }
  g_assert (rook_used == ROOK_TABLE_SIZE && bishop_used == BISHOP_TABLE_SIZE);

  /* Lines and the squares between, from the sliders' empty-board attacks. */
  for (ArbSquare a = 0; a < ARB_N_SQUARES; a++)
    for (ArbSquare b = 0; b < ARB_N_SQUARES; b++)
      {
        ArbBitboard (*attacks) (ArbSquare, ArbBitboard) = NULL;

        if (a == b)
          continue;
        if (arb_bb_rook_attacks (a, 0) & ARB_BB (b))
          attacks = arb_bb_rook_attacks;
        else if (arb_bb_bishop_attacks (a, 0) & ARB_BB (b))
          attacks = arb_bb_bishop_attacks;
        else
          continue;
        arb_attacks.line[a][b] = (attacks (a, 0) & attacks (b, 0)) | ARB_BB (a) | ARB_BB (b);
        arb_attacks.between[a][b] = attacks (a, ARB_BB (b)) & attacks (b, ARB_BB (a));
      }
}

/**
 * arb_attacks_init:
 *
 * Fills the attack tables once (a few milliseconds); later calls return at
 * once. Thread-safe.
 */
void
arb_attacks_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      init_once ();
      g_once_init_leave (&initialized, 1);
    }
}
