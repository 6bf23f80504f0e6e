// Every test runs with the rule set installed, as the engine installs it when it loads: a test that
// calls a phase directly (without importing the engine) still plays with every ability.
import '../src/engine/rule-set.ts';
