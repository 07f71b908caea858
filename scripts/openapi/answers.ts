/**
 * Writes api/openapi/answers.json: the JSON Schema of what every declared route
 * answers, read by the TypeScript checker from the handlers' own return types (the
 * wire types of each api/features/<area>/wire-types.ts become named components). The answers are
 * TypeScript types, not zod, so they are described from the types the compiler
 * already checks; run `npm run openapi:answers` after changing a route or a wire type
 * (`npm test` checks the file is up to date: `--check`).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

type Json = Record<string, unknown>;

const root = path.resolve(__dirname, '..', '..');
const out = path.join(root, 'api', 'openapi', 'answers.json');

function program(): ts.Program {
  const configPath = path.join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const files = parsed.fileNames.filter((f) => f.includes(`${path.sep}api${path.sep}`) || f.endsWith('.router.ts'));
  return ts.createProgram(files, parsed.options);
}

const p = program();
const checker = p.getTypeChecker();
/** Each slice's wire types (api/features/<area>/wire-types.ts), in the folders' order: a new slice adds none of its own lines here. */
const featuresDir = path.join(root, 'api', 'features');
const wireFiles = fs.readdirSync(featuresDir).sort()
  .map((area) => path.join(featuresDir, area, 'wire-types.ts'))
  .filter((file) => fs.existsSync(file))
  .map((file) => p.getSourceFile(file) ?? fail(`${path.relative(root, file)} not in the program`));

function fail(message: string): never {
  throw new Error(message);
}

// the wire types by identity: an answer typed as one becomes a $ref
const named = new Map<ts.Type, string>();
const components: Record<string, Json> = {};
const declaredIn = new Map<string, string>();
for (const wireFile of wireFiles) {
  const moduleSymbol = checker.getSymbolAtLocation(wireFile)!;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface))) continue;
    // one component per name: two slices naming different answers alike would describe one of them wrongly
    const file = path.relative(root, wireFile.fileName);
    const other = declaredIn.get(exported.name);
    if (other && other !== file) fail(`${exported.name} is a wire type of both ${other} and ${file}: name one of them apart`);
    declaredIn.set(exported.name, file);
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    if (!named.has(type)) named.set(type, exported.name);
  }
}

function describe(symbol: ts.Symbol | undefined): Json {
  const text = symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() : '';
  return text ? { description: text } : {};
}

const isUndefined = (t: ts.Type) => !!(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void));
const isAnswered = (t: ts.Type) => !!(t.flags & ts.TypeFlags.ESSymbolLike);
/** Bytes a handler kept (api/http/kept-json.ts) are documented as the type they hold. */
const keptHolds = (t: ts.Type): ts.Type =>
  (t.getSymbol()?.name === 'KeptJson' ? checker.getTypeArguments(t as ts.TypeReference)[0] ?? t : t);

const propertyNames = (t: ts.Type) => checker.getPropertiesOfType(t).map((p) => p.name).sort().join(',');

/**
 * The wire type an answer is, by name or by shape: a handler's object literal checked
 * with `satisfies XWire` has XWire's properties and types without being XWire.
 */
function wireName(type: ts.Type): string | undefined {
  const name = named.get(type);
  if (name || !(type.flags & ts.TypeFlags.Object) || checker.isArrayType(type)) return name;
  const props = propertyNames(type);
  if (!props) return undefined;
  for (const [wire, wireNameOf] of named) {
    if (!(wire.flags & ts.TypeFlags.Object) || propertyNames(wire) !== props) continue;
    if (checker.isTypeAssignableTo(type, wire) && checker.isTypeAssignableTo(wire, type)) return wireNameOf;
  }
  return undefined;
}

function schemaOf(type: ts.Type, at: ts.Node, top = false): Json {
  const name = top ? undefined : wireName(type);
  if (name) {
    if (!components[name]) {
      const wire = [...named].find(([, n]) => n === name)![0];
      components[name] = {}; // a cycle refers to itself
      components[name] = { ...schemaOf(wire, at, true), ...describe(wire.aliasSymbol ?? wire.getSymbol()) };
    }
    return { $ref: `#/components/schemas/${name}` };
  }
  const f = type.flags;
  if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
  if (f & ts.TypeFlags.Null) return { type: 'null' };
  if (f & ts.TypeFlags.StringLiteral) return { type: 'string', const: (type as ts.StringLiteralType).value };
  if (f & ts.TypeFlags.NumberLiteral) return { type: 'number', const: (type as ts.NumberLiteralType).value };
  if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', const: checker.typeToString(type) === 'true' };
  if (f & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) return { type: 'string' };
  if (f & ts.TypeFlags.Number) return { type: 'number' };
  if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
  if (type.isUnion()) return unionOf(type.types.filter((t) => !isUndefined(t)), at);
  if (checker.isArrayType(type)) return { type: 'array', items: schemaOf(checker.getTypeArguments(type as ts.TypeReference)[0], at) };
  if (checker.isTupleType(type)) {
    const items = checker.getTypeArguments(type as ts.TypeReference).map((t) => schemaOf(t, at));
    return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
  }
  // JSON.stringify writes a Date as its ISO text
  if (type.getSymbol()?.name === 'Date') return { type: 'string', format: 'date-time' };
  if (f & ts.TypeFlags.Object || type.isIntersection()) return objectOf(type, at);
  throw new Error(`no JSON Schema for ${checker.typeToString(type)}`);
}

function unionOf(types: ts.Type[], at: ts.Node): Json {
  if (types.length === 1) return schemaOf(types[0], at);
  // true | false is how the checker spells boolean
  const bools = types.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
  const rest = types.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
  const parts = rest.map((t) => schemaOf(t, at));
  if (bools.length === 2) parts.push({ type: 'boolean' });
  else if (bools.length === 1) parts.push(schemaOf(bools[0], at));
  const literals = parts.filter((s) => 'const' in s && Object.keys(s).length === 2);
  if (literals.length === parts.length && new Set(parts.map((s) => s.type)).size === 1) {
    return { type: parts[0].type, enum: parts.map((s) => s.const) };
  }
  const plain = parts.filter((s) => typeof s.type === 'string' && Object.keys(s).length === 1);
  if (plain.length === parts.length) return { type: plain.map((s) => s.type) };
  return { anyOf: parts };
}

function objectOf(type: ts.Type, at: ts.Node): Json {
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  for (const prop of checker.getPropertiesOfType(type)) {
    const propType = checker.getTypeOfSymbolAtLocation(prop, at);
    // a function or symbol-keyed member never reaches JSON
    if (propType.getCallSignatures().length) continue;
    const optional = !!(prop.flags & ts.SymbolFlags.Optional) || (propType.isUnion() && propType.types.some(isUndefined));
    properties[prop.name] = { ...schemaOf(propType, at), ...describe(prop) };
    if (!optional) required.push(prop.name);
  }
  const index = checker.getIndexInfosOfType(type).find((i) => i.keyType.flags & ts.TypeFlags.String);
  const schema: Json = { type: 'object', properties };
  if (required.length) schema.required = required;
  schema.additionalProperties = index ? schemaOf(index.type, at) : false;
  return schema;
}

interface Answer {
  /** the success status the route declares */
  status: number;
  /** the JSON answer; absent when the handler always answers by itself (a stream, a redirect) */
  schema?: Json;
  /** the handler may answer by itself (ANSWERED) */
  answersItself?: true;
}

function literal(obj: ts.ObjectLiteralExpression, key: string): string | number | undefined {
  for (const prop of obj.properties) {
    if (!ts.isPropertyAssignment(prop) || prop.name.getText() !== key) continue;
    const v = prop.initializer;
    if (ts.isStringLiteral(v) || ts.isNoSubstitutionTemplateLiteral(v)) return v.text;
    if (ts.isNumericLiteral(v)) return Number(v.text);
    throw new Error(`${key} of a route is not a literal: ${v.getText()}`);
  }
  return undefined;
}

function answerOf(obj: ts.ObjectLiteralExpression): Answer {
  const handler = obj.properties.find((prop) => prop.name?.getText() === 'handler');
  if (!handler) throw new Error(`a route without a handler: ${obj.getText().slice(0, 80)}`);
  const handlerType = checker.getTypeAtLocation(handler);
  const signature = handlerType.getCallSignatures()[0];
  const returned = checker.getAwaitedType(signature.getReturnType()) ?? signature.getReturnType();
  const parts = returned.isUnion() ? returned.types : [returned];
  const answersItself = parts.some(isAnswered);
  const json = parts.filter((t) => !isAnswered(t) && !isUndefined(t)).map(keptHolds);
  const answer: Answer = { status: Number(literal(obj, 'status') ?? 200) };
  if (json.length) answer.schema = unionOf(json, handler);
  if (answersItself) answer.answersItself = true;
  return answer;
}

const operations: Record<string, Answer> = {};
for (const file of p.getSourceFiles()) {
  if (!file.fileName.endsWith('.router.ts') || file.isDeclarationFile) continue;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'route'
      && node.arguments.length === 1 && ts.isObjectLiteralExpression(node.arguments[0])) {
      const obj = node.arguments[0];
      const key = `${literal(obj, 'method')} ${literal(obj, 'path')}`;
      if (operations[key]) throw new Error(`${key} is declared twice`);
      operations[key] = answerOf(obj);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

const sorted = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
const text = `${JSON.stringify({ components: sorted(components), operations: sorted(operations) }, null, 2)}\n`;
const where = path.relative(root, out);
// --check (npm test): fails when a route's or a wire type's change was not written down
if (process.argv.includes('--check')) {
  const kept = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
  if (kept !== text) {
    process.stderr.write(`${where} is out of date: run npm run openapi:answers and commit it\n`);
    process.exit(1);
  }
  process.stdout.write(`${where} is up to date\n`);
} else {
  fs.writeFileSync(out, text);
  process.stdout.write(`${where}: ${Object.keys(operations).length} operations, ${Object.keys(components).length} wire types\n`);
}
