// The native half's element protocol, driven the way transformed views drive it (test/support/FakeView
// plays the state half): create / attributes / pop build the tree, atomic components close themselves,
// an update function re-running applies to the element it made, If and ForEach keep and replace their
// children as IfElseNode / ForEachNode do, and content the device builds at layout (custom components,
// ListItem deep renders, the selected TabContent) is built at the next frame.
import { describe, it, expect } from '@ohos/hypium';
import { mount, mountRoute, Page } from '../HeadlessUi';
import { FakeView, ui } from './support/FakeView';

const { Column, Row, Text, Image, Divider, If, ForEach, ListItem, List, Tabs, TabContent, Button } = ui;

function viewOf(render: (view: FakeView) => void) {
  return class TestPage extends FakeView {
    constructor() {
      super(-1, render);
    }
  };
}

/** ViewV2.create(componentCall): the native static every custom component class inherits. */
function createView(view: object): void {
  (ui.NativeViewPartialUpdate as unknown as { create(view: object): void }).create(view);
}

function mountView(render: (view: FakeView) => void): Promise<Page> {
  return mount(viewOf(render));
}

export default function nativeViewStackTest() {
  describe('native view stack', () => {
    it('create, attributes and pop nest elements; an atomic one is closed by its next sibling', 0, async () => {
      const page = await mountView((v) => {
        v.observeComponentCreation2(() => { Column.create({ space: 8 }); Column.width('100%'); }, Column);
        v.observeComponentCreation2(() => { Image.create('a.png'); Image.width(24); }, Image);
        v.observeComponentCreation2(() => { Text.create('hi'); Text.fontSize(16); }, Text);
        Text.pop();
        v.observeComponentCreation2(() => { Divider.create(); }, Divider);
        Column.pop();
      });
      expect(page.print()).assertEqual([
        '<TestPage>',
        '  Column({space: 8}) width="100%"',
        '    Image("a.png") width=24',
        '    Text("hi") fontSize=16',
        '    Divider',
      ].join('\n'));
    });

    it('an update function re-running works on the element it created: same id, new values, counted', 0, async () => {
      let label = 'one';
      let textId = -1;
      let view: FakeView | undefined;
      const page = await mountView((v) => {
        view = v;
        v.observeComponentCreation2(() => { Column.create(); }, Column);
        textId = v.observeComponentCreation2(() => { Text.create(label); Text.fontSize(label.length); }, Text);
        Text.pop();
        Column.pop();
      });
      const before = page.byType('Text');
      label = 'three';
      view?.update(textId);
      const after = page.byType('Text');
      expect(after === before).assertTrue();
      expect(after.elmtId).assertEqual(textId);
      expect(page.print({ updates: true })).assertEqual('<TestPage>\n  Column\n    Text("three") fontSize=5 updated=1');
    });

    it('If builds the first branch, and a branch change removes the old children and reports their ids', 0, async () => {
      let isOn = true;
      let ifId = -1;
      let child: FakeView | undefined;
      let view: FakeView | undefined;
      const page = await mountView((v) => {
        view = v;
        v.observeComponentCreation2(() => { Column.create(); }, Column);
        ifId = v.observeComponentCreation2(() => {
          If.create();
          if (isOn) {
            v.ifElseBranchUpdateFunction(0, () => {
              v.observeComponentCreation2((elmtId: number, isInitialRender: boolean) => {
                if (isInitialRender) {
                  child = new FakeView(elmtId);
                  createView(child);
                }
              }, { name: 'FakeChild' });
            });
          } else {
            v.ifElseBranchUpdateFunction(1, () => {
              v.observeComponentCreation2(() => { Text.create('off'); }, Text);
              Text.pop();
            });
          }
        }, If);
        If.pop();
        Column.pop();
      });
      expect(page.print()).assertEqual('<TestPage>\n  Column\n    <FakeView>');
      const childId = page.byType('FakeView').elmtId;
      isOn = false;
      view?.update(ifId);
      await page.settle();
      expect(page.print()).assertEqual('<TestPage>\n  Column\n    Text("off")');
      expect(view?.removedElmtIds.join(',')).assertEqual(String(childId));
      expect(child?.lifecycle.join(',')).assertEqual('aboutToAppear,initialRender,onDidBuild,aboutToDisappear,aboutToBeDeleted');
    });

    it('ForEach keeps items whose id stays, builds new ids only, drops gone ones and skips duplicates', 0, async () => {
      let items = ['a', 'b', 'c'];
      let forEachId = -1;
      let view: FakeView | undefined;
      let builds: string[] = [];
      const page = await mountView((v) => {
        view = v;
        v.observeComponentCreation2(() => { Column.create(); }, Column);
        forEachId = v.observeComponentCreation2((elmtId: number) => {
          ForEach.create();
          v.forEachUpdateFunction(elmtId, items, (item: string) => {
            builds.push(item);
            v.observeComponentCreation2(() => { Text.create(item); }, Text);
            Text.pop();
          }, (item: string) => item);
        }, ForEach);
        ForEach.pop();
        Column.pop();
      });
      const b = page.byText('b');
      builds = [];
      items = ['c', 'b', 'd', 'd'];
      view?.update(forEachId);
      expect(builds.join(',')).assertEqual('d');
      expect(page.findAll({ type: 'Text' }).map((t) => page.text(t)).join(',')).assertEqual('c,b,d');
      expect(page.byText('b') === b).assertTrue();
      expect(page.query('a')).assertUndefined();
      expect(view?.removedElmtIds.length).assertEqual(2);
    });

    it('a ListItem built with a deep render function gets its content at the next frame, as at layout', 0, async () => {
      let deepRuns = 0;
      const page = await mountView((v) => {
        v.observeComponentCreation2(() => { List.create(); }, List);
        const itemCreation2 = () => { ListItem.create(deepRender, true); };
        const itemCreation = (elmtId: number, isInitialRender: boolean) => {
          (ui.ViewStackProcessor.StartGetAccessRecordingFor)(elmtId);
          itemCreation2();
          if (!isInitialRender) ListItem.pop();
          (ui.ViewStackProcessor.StopGetAccessRecording)();
        };
        const deepRender = (elmtId: number, isInitialRender: boolean) => {
          deepRuns++;
          itemCreation(elmtId, isInitialRender);
          v.observeComponentCreation2(() => { Text.create('row'); }, Text);
          Text.pop();
          ListItem.pop();
        };
        v.observeComponentCreation2(itemCreation2, ListItem);
        ListItem.pop();
        List.pop();
      });
      expect(deepRuns).assertEqual(1);
      expect(page.print({ updates: true })).assertEqual('<TestPage>\n  List\n    ListItem\n      Text("row")');
    });

    it('only the selected TabContent is built; switching tabs builds the next one', 0, async () => {
      const tab = (v: FakeView, title: string) => {
        v.observeComponentCreation2(() => {
          TabContent.create(() => {
            v.observeComponentCreation2(() => { Text.create(`${title} body`); }, Text);
            Text.pop();
          });
          TabContent.tabBar(title);
        }, TabContent);
        TabContent.pop();
      };
      const page = await mountView((v) => {
        v.observeComponentCreation2(() => { Tabs.create(); }, Tabs);
        tab(v, 'Chat');
        tab(v, 'Settings');
        Tabs.pop();
      });
      expect(page.print()).assertEqual(
        '<TestPage>\n  Tabs\n    TabContent tabBar="Chat"\n      Text("Chat body")\n    TabContent tabBar="Settings"');
      page.switchTab('Settings');
      await page.settle();
      expect(page.query('Settings body') !== undefined).assertTrue();
      expect(page.query('Chat body') !== undefined).assertTrue();
    });

    it('a child component renders after its parent finished, with its lifecycle in the device order', 0, async () => {
      const order: string[] = [];
      const Child = class extends FakeView {
        initialRenderView(): void {
          order.push('child render');
          super.initialRenderView();
        }
      };
      const page = await mountView((v) => {
        v.observeComponentCreation2(() => { Row.create(); }, Row);
        v.observeComponentCreation2((elmtId: number, isInitialRender: boolean) => {
          if (isInitialRender) createView(new Child(elmtId));
        }, { name: 'Child' });
        v.observeComponentCreation2(() => { Button.createWithLabel('ok'); }, Button);
        Button.pop();
        Row.pop();
        order.push('parent done');
      });
      expect(order.join(' > ')).assertEqual('parent done > child render');
      expect(page.print()).assertEqual('<TestPage>\n  Row\n    <Child>\n    Button("ok")');
    });

    it('a page registered by its @Entry file mounts as the router loads it and leaves the same way', 0, async () => {
      class Home extends FakeView {
        onPageShow(): void { this.lifecycle.push('onPageShow'); }
        onPageHide(): void { this.lifecycle.push('onPageHide'); }
      }
      let home: Home | undefined;
      (ui as unknown as { registerNamedRoute(f: () => object, name: string, info: object): void }).registerNamedRoute(
        () => { home = new Home(-1, (v) => { v.observeComponentCreation2(() => { Text.create('home'); }, Text); Text.pop(); }); return home; },
        '', { pagePath: 'pages/Home' });
      const page = await mountRoute('pages/Home');
      expect(page.print()).assertEqual('<Home>\n  Text("home")');
      page.unmount();
      expect(home?.lifecycle.join(',')).assertEqual(
        'aboutToAppear,initialRender,onDidBuild,onPageShow,onPageHide,aboutToDisappear,aboutToBeDeleted');
      expect(page.query('home')).assertUndefined();
    });
  });
}
