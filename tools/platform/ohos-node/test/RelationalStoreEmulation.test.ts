// The relationalStore emulation (ohos.data.relationalStore.ts on sql.js) as the API 12 declarations describe
// it: rows in and out through RdbPredicates and ResultSet, transactions, the version, what survives an app
// restart (committed rows, not an open transaction), a file that is no database (14800011).
import fs from 'node:fs';
import { describe, it, expect } from '@ohos/hypium';
import { relationalStore } from '../kit.ArkData';
import { AppSandbox } from '../EmulationControls';

const CONFIG: relationalStore.StoreConfig = { name: 'emulation.db', securityLevel: relationalStore.SecurityLevel.S1 };

async function openStore(sandbox: AppSandbox): Promise<relationalStore.RdbStore> {
  const store = await relationalStore.getRdbStore(sandbox.context, CONFIG);
  await store.executeSql('CREATE TABLE IF NOT EXISTS item (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT, rank INTEGER)');
  return store;
}

async function names(store: relationalStore.RdbStore, predicates: relationalStore.RdbPredicates): Promise<string> {
  const rows = await store.query(predicates, ['name']);
  const out: string[] = [];
  while (rows.goToNextRow()) out.push(rows.getString(rows.getColumnIndex('name')));
  rows.close();
  return out.join(',');
}

export default function relationalStoreEmulationTest() {
  describe('RelationalStoreEmulation', () => {
    it('insert returns the row id; query with predicates orders, filters and limits', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = await openStore(sandbox);
        expect(await store.insert('item', { name: 'b', rank: 2 })).assertEqual(1);
        expect(await store.batchInsert('item', [{ name: 'a', rank: 1 }, { name: 'c', rank: 3 }])).assertEqual(2);
        expect(await names(store, new relationalStore.RdbPredicates('item').orderByAsc('rank'))).assertEqual('a,b,c');
        expect(await names(store, new relationalStore.RdbPredicates('item').greaterThan('rank', 1).orderByDesc('rank')))
          .assertEqual('c,b');
        expect(await names(store, new relationalStore.RdbPredicates('item').equalTo('name', 'a').or().equalTo('name', 'c')
          .orderByAsc('name'))).assertEqual('a,c');
        expect(await names(store, new relationalStore.RdbPredicates('item').orderByAsc('rank').limitAs(1).offsetAs(1)))
          .assertEqual('b');
        expect(await store.update({ rank: 9 }, new relationalStore.RdbPredicates('item').equalTo('name', 'a'))).assertEqual(1);
        expect(await store.delete(new relationalStore.RdbPredicates('item').lessThan('rank', 3))).assertEqual(1);
        expect(await names(store, new relationalStore.RdbPredicates('item').orderByAsc('rank'))).assertEqual('c,a');
      } finally {
        sandbox.dispose();
      }
    });

    it('a ResultSet starts before its first row and reads columns by index', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = await openStore(sandbox);
        await store.insert('item', { name: 'x', rank: 7 });
        const rows = await store.querySql('SELECT name, rank FROM item WHERE rank = ?', [7]);
        expect(rows.rowCount).assertEqual(1);
        expect(rows.rowIndex).assertEqual(-1);
        expect(rows.goToFirstRow()).assertTrue();
        expect(rows.getLong(1)).assertEqual(7);
        expect(rows.getString(1)).assertEqual('7');
        expect(rows.goToNextRow()).assertFalse();
        rows.close();
        expect(rows.isClosed).assertTrue();
      } finally {
        sandbox.dispose();
      }
    });

    it('committed rows survive a restart; a transaction open when the app died is gone', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = await openStore(sandbox);
        store.beginTransaction();
        await store.insert('item', { name: 'kept', rank: 1 });
        store.commit();
        store.beginTransaction();
        await store.insert('item', { name: 'lost', rank: 2 });
        store.version = 3;
        sandbox.restart();
        let closedCode = 0;
        try {
          await store.insert('item', { name: 'late', rank: 3 });
        } catch (error) {
          closedCode = (error as { code: number }).code;
        }
        expect(closedCode).assertEqual(14800014);
        const reopened = await openStore(sandbox);
        expect(await names(reopened, new relationalStore.RdbPredicates('item'))).assertEqual('kept');
        expect(reopened.version).assertEqual(0);
      } finally {
        sandbox.dispose();
      }
    });

    it('rollBack undoes the transaction; the version persists', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = await openStore(sandbox);
        store.beginTransaction();
        await store.insert('item', { name: 'gone', rank: 1 });
        store.rollBack();
        store.version = 2;
        expect(await names(store, new relationalStore.RdbPredicates('item'))).assertEqual('');
        sandbox.restart();
        expect((await openStore(sandbox)).version).assertEqual(2);
      } finally {
        sandbox.dispose();
      }
    });

    it('a file that is not a database rejects 14800011; a constraint violation 14800032', 0, async () => {
      const sandbox = AppSandbox.create();
      try {
        const store = await openStore(sandbox);
        let code = 0;
        try {
          await store.executeSql('INSERT INTO item (id, name) VALUES (1, ?), (1, ?)', ['a', 'b']);
        } catch (error) {
          code = (error as { code: number }).code;
        }
        expect(code).assertEqual(14800032);
        const file = `${sandbox.context.databaseDir}/rdb/broken.db`;
        sandbox.restart();
        fs.writeFileSync(file, 'this is not SQLite '.repeat(100));
        code = 0;
        try {
          await relationalStore.getRdbStore(sandbox.context, { name: 'broken.db', securityLevel: relationalStore.SecurityLevel.S1 });
        } catch (error) {
          code = (error as { code: number }).code;
        }
        expect(code).assertEqual(14800011);
      } finally {
        sandbox.dispose();
      }
    });
  });
}
