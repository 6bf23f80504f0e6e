// Faction abilities the engine resolves, in Chromium. Ada (Sol) drops 2 infantry on Jord with Orbital
// Drop; Brin (Xxcha) plays Diplomacy and takes an empty planet next to his home with Peace Accords; Cyd
// (Muaat) forges a destroyer at his war sun with Star Forge; Dee (Mahact) follows Diplomacy paying with
// Jae Mir Kan, then researches with Inheritance Systems; Ada produces a cruiser with Sling Relay and
// records her commander unlocked; Brin produces with Hegemonic Trade Policy, Self-Assembly Routines and Yin Spinner Ω. Screenshots at 1440×900 and 390×844, axe clean.

import { describe, expect, it } from 'vitest';
import { SYSTEMS_BY_ID, type GameState, type PlanetState } from '@initiative/rules';
import { checkBothSizes } from './axe.ts';
import { OUTPUT_DIR, useHarness } from './harness.ts';
import { draftedGame, type DraftingSeat } from './table.ts';

const h = useHarness();

// Ada (Sol) Leadership + Imperial: initiative 1. Brin (Xxcha) Diplomacy + Construction: 2. Cyd (Muaat): 3.
const SEATS = [
  { name: 'Ada', color: 'red', faction: 'federation-of-sol', cards: ['leadership', 'imperial'] },
  { name: 'Brin', color: 'blue', faction: 'xxcha-kingdom', cards: ['diplomacy', 'construction'] },
  { name: 'Cyd', color: 'green', faction: 'embers-of-muaat', cards: ['politics', 'trade'] },
  { name: 'Dee', color: 'yellow', faction: 'mahact-gene-sorcerers', cards: ['warfare', 'technology'] },
] as const satisfies readonly DraftingSeat[];

describe('faction abilities the engine resolves', () => {
  it('Orbital Drop, Peace Accords after Diplomacy, Star Forge', async () => {
    const { spectator, page, play, skip, waitFor, logText } = await draftedGame(
      h,
      { name: 'Abilities', seats: 4, victoryPoints: 10, factions: 'chosen' },
      SEATS,
      // One of Brin's command tokens on the board (in Mecatol Rex's system), as after an earlier activation.
      (gameId) => {
        const live = h.server.hub.get(gameId);
        if (!live?.state) throw new Error('no game');
        const s: GameState = live.state;
        const systems = s.galaxy.systems.map((x) =>
          x.systemId === '18' ? { ...x, tokens: [...x.tokens, 1] } : x,
        );
        // Technologies as if researched (or copied): Dee Inheritance Systems, Ada Sling Relay, Brin
        // Self-Assembly Routines and Hegemonic Trade Policy.
        const players = s.players.map((p) =>
          p.seat === 3
            ? { ...p, technologies: [...p.technologies, 'inheritance-systems'] }
            : p.seat === 0
              ? { ...p, technologies: [...p.technologies, 'sling-relay'] }
              : p.seat === 1
                ? {
                    ...p,
                    technologies: [
                      ...p.technologies,
                      'self-assembly-routines',
                      'hegemonic-trade-policy',
                      'yin-spinner-omega',
                    ],
                  }
                : p,
        );
        // Peace Accords always has a planet to take, whatever the random map: Brin holds one planet of a
        // two-planet system whose planets are empty, so the other one is within reach.
        const pair = s.galaxy.systems.find((x) => {
          const ids = (SYSTEMS_BY_ID.get(x.systemId)?.planets ?? []).map((p) => p.id);
          return (
            x.position > 0 &&
            ids.length >= 2 &&
            ids.every((id) => {
              const planet = s.galaxy.planets[id];
              return planet?.controller === null && Object.keys(planet.units).length === 0;
            })
          );
        });
        const held = SYSTEMS_BY_ID.get(pair?.systemId ?? '')?.planets[0]?.id;
        if (!held) throw new Error('no empty two-planet system on this map');
        const planets = {
          ...s.galaxy.planets,
          [held]: { ...(s.galaxy.planets[held] as PlanetState), controller: 1 },
        };
        live.state = { ...s, players, galaxy: { ...s.galaxy, systems, planets } };
      },
    );
    const ada = page('Ada');
    const brin = page('Brin');
    const cyd = page('Cyd');

    // --- Ada: Orbital Drop on Jord. ---
    await waitFor(/Waiting for Ada to take an action/);
    await expect.poll(() => ada.getByTestId('offer-orbital-drop').count()).toBe(1);
    expect(await ada.getByTestId('offer-star-forge').count()).toBe(0); // another faction's ability
    await ada.getByTestId('offer-orbital-drop-open').click();
    const drop = ada.getByTestId('offer-orbital-drop-field-0');
    if ((await drop.evaluate((e) => e.tagName)) === 'SELECT') await drop.selectOption({ label: 'Jord' });
    expect(await drop.textContent()).toContain('Jord');
    await checkBothSizes(ada, OUTPUT_DIR, 'orbital-drop', { show: 'offer-orbital-drop' });
    await ada.getByTestId('offer-orbital-drop-submit').click();
    await expect
      .poll(logText)
      .toContain(
        'Ada takes a component action with Orbital Drop: a strategy-pool token (1 token left) puts 2 Infantry on Jord.',
      );

    // --- Brin: Diplomacy on his home, then Peace Accords on the first planet offered. ---
    await play('Brin', 'diplomacy');
    await expect.poll(() => brin.getByTestId('peace-accords').count()).toBe(1);
    const first = brin.getByTestId('peace-accords').getByRole('button').first();
    const label = (await first.textContent()) ?? '';
    const planet = label.split(' · ')[0]?.replace(/ \(.*’s\)$/, '') ?? '';
    await first.click();
    await checkBothSizes(brin, OUTPUT_DIR, 'peace-accords', { show: 'peace-accords' });
    await brin.getByTestId('diplomacy-submit').click();
    await expect.poll(logText).toContain(`takes control of ${planet}`);
    await expect.poll(logText).toContain('with Peace Accords (its card comes exhausted).');
    expect(await ada.getByTestId('peace-accords').count()).toBe(0); // Sol following sees no such picker
    await skip('Cyd');
    // Dee (Mahact) follows paying with Jae Mir Kan: Brin's token leaves Mecatol Rex's system.
    const dee = page('Dee');
    await expect.poll(() => dee.getByTestId('jae-mir-kan').count()).toBe(1);
    expect(await ada.getByTestId('jae-mir-kan').count()).toBe(0);
    await dee.getByTestId('jae-mir-kan-system').selectOption('18');
    await checkBothSizes(dee, OUTPUT_DIR, 'jae-mir-kan', { show: 'jae-mir-kan' });
    await dee.getByTestId('diplomacy-follow-submit').click();
    await skip('Ada');
    await expect
      .poll(logText)
      .toContain("Dee exhausts Jae Mir Kan: Brin's command token in the Mecatol Rex system pays");

    // --- Cyd: Star Forge, a destroyer at his war sun. ---
    await waitFor(/Waiting for Cyd to take an action/);
    await expect.poll(() => cyd.getByTestId('offer-star-forge').count()).toBe(1);
    await cyd.getByTestId('offer-star-forge-open').click();
    await cyd.getByTestId('offer-star-forge-field-1').selectOption({ label: '1 destroyer' });
    await checkBothSizes(cyd, OUTPUT_DIR, 'star-forge', { show: 'offer-star-forge' });
    await cyd.getByTestId('offer-star-forge-submit').click();
    await expect.poll(logText).toContain('Cyd takes a component action with Star Forge');
    await expect.poll(logText).toContain('puts 1 Destroyer in the Muaat system.');

    // --- Dee plays Technology: Inheritance Systems (given her before the draft) ignores Light/Wave
    // Deflector's three blue prerequisites for 2 resources, paid with Ixth. ---
    await play('Dee', 'technology');
    await dee.getByTestId('technology-ignore-with').selectOption('inheritance-systems');
    await dee.getByTestId('tech-light-wave-deflector').click();
    await dee.getByTestId('technology-pay-ixth').click();
    await checkBothSizes(dee, OUTPUT_DIR, 'technology-inheritance', { show: 'technology-ignore' });
    await dee.getByTestId('technology-submit').click();
    await expect
      .poll(logText)
      .toContain(
        'Dee researches Light/Wave Deflector (Inheritance Systems, exhausted: every prerequisite ignored',
      );

    for (const name of ['Ada', 'Brin', 'Cyd'] as const) await skip(name);

    // --- Ada: Sling Relay, a cruiser at her home space dock, paid with Jord. ---
    await waitFor(/Waiting for Ada to take an action/);
    await expect.poll(() => ada.getByTestId('offer-sling-relay').count()).toBe(1);
    await ada.getByTestId('offer-sling-relay-open').click();
    await ada
      .getByTestId('offer-sling-relay-order-count-cruiser-space')
      .getByRole('button', { name: /^More / })
      .click();
    await ada.getByTestId('offer-sling-relay-order-pay-jord').click();
    await checkBothSizes(ada, OUTPUT_DIR, 'sling-relay', { show: 'offer-sling-relay' });
    await ada.getByTestId('offer-sling-relay-order-submit').click();
    await expect.poll(logText).toContain('Ada takes a component action with Sling Relay (exhausted).');
    await expect.poll(logText).toContain('Ada produces 1 Cruiser in system 1');

    // --- Brin: produces a carrier at home, paid by Archon Ren's 3 influence (Hegemonic Trade Policy),
    // and places a mech on Archon Tau (Self-Assembly Routines). ---
    await waitFor(/Waiting for Brin to take an action/);
    await brin.getByTestId('activate-system-select').selectOption('14');
    await brin.getByTestId('activate').click();
    await expect.poll(() => brin.getByTestId('production-panel').count()).toBe(1);
    await brin
      .getByTestId('produce-count-carrier-space')
      .getByRole('button', { name: /^More / })
      .click();
    await brin.getByTestId('produce-pay-archon-ren').click();
    await expect.poll(() => brin.getByTestId('produce-error').textContent()).toContain('Pay 1 more resource');
    await brin.getByTestId('produce-hegemonic').locator('select').selectOption('archon-ren');
    await brin.getByTestId('produce-self-assembly').locator('select').selectOption('archon-tau');
    await brin.getByLabel('First infantry').selectOption('archon-ren');
    await checkBothSizes(brin, OUTPUT_DIR, 'production-technologies', { show: 'produce-yin-spinner' });
    await brin.getByTestId('produce-submit').click();
    await expect.poll(logText).toContain('Hegemonic Trade Policy: Archon Ren counts its influence');
    await expect.poll(logText).toContain('Brin exhausts Self-Assembly Routines: 1 Mech on Archon Tau.');
    await expect.poll(logText).toContain('Brin places 1 Infantry with Yin Spinner Ω: on Archon Ren.');

    // --- Ada records her commander unlocked (a table edit); everyone's players panel shows it. ---
    if ((await ada.getByTestId('edit-kind').count()) === 0) await ada.getByTestId('edits-toggle').click();
    await ada.getByTestId('edit-kind').selectOption('unlock-commander');
    await checkBothSizes(ada, OUTPUT_DIR, 'edit-unlock-commander', { show: 'edit-form-unlock-commander' });
    await ada.getByTestId('edit-submit').click();
    await expect.poll(logText).toContain('Ada unlocks their commander (The Federation of Sol)');
    await spectator.getByTestId('tab-players').click();
    await expect.poll(() => spectator.getByTestId('commander-0').textContent()).toBe('unlocked');
    expect(await spectator.getByTestId('log').textContent()).not.toContain('undefined');
  }, 240_000);
});
