// MarkdownViewGoldens: the trees MarkdownView.test.ts expects for SMALL_ANSWER (support/RichAnswer.ts): the outline of
// every block kind (support/MarkdownTree.ts outline), and print() of its paragraph and of its table. Long lines
// are split where print() puts a space.

export const OUTLINE_GOLDEN = [
  '<MarkdownView>',
  '  Column',
  '    <MarkdownBlockView>',
  '      Column',
  '        __Common__',
  '          <MarkdownInlineText>',
  '            Text B"标题"',
  '    <MarkdownBlockView>',
  '      Column',
  '        <MarkdownInlineText>',
  '          Text "See " L"docs" " and " C"x" "."',
  '    <MarkdownBlockView>',
  '      Column',
  '        Column',
  '          Row',
  '            Text "1."',
  '            Column',
  '              <MarkdownBlockView>',
  '                Column',
  '                  <MarkdownInlineText>',
  '                    Text "one"',
  '              <MarkdownBlockView>',
  '                Column',
  '                  Column',
  '                    Row',
  '                      Text "◦"',
  '                      Column',
  '                        <MarkdownBlockView>',
  '                          Column',
  '                            <MarkdownInlineText>',
  '                              Text I"two"',
  '    <MarkdownBlockView>',
  '      Column',
  '        Row',
  '          Column',
  '          Column',
  '            <MarkdownBlockView>',
  '              Column',
  '                <MarkdownInlineText>',
  '                  Text Q"quoted"',
  '    <MarkdownBlockView>',
  '      Column',
  '        Column',
  '          Text "sh"',
  '          Scroll',
  '            Text "ls"',
  '    <MarkdownBlockView>',
  '      Column',
  '        <MarkdownTableView>',
  '          Scroll',
  '            Column',
  '              Row',
  '                Column',
  '                  <MarkdownInlineText>',
  '                    Text B"name"',
  '                Column',
  '                  <MarkdownInlineText>',
  '                    Text B"中文列"',
  '              Row',
  '                Column',
  '                  <MarkdownInlineText>',
  '                    Text "1"',
  '                Column',
  '                  <MarkdownInlineText>',
  '                    Text L"b"',
  '    <MarkdownBlockView>',
  '      Column',
  '        Divider',
].join('\n');
export const PARAGRAPH_GOLDEN = [
  '<MarkdownBlockView>',
  '  Column alignItems=HorizontalAlign.Start width="100%"',
  '    <MarkdownInlineText>',
  '      Text',
  '        Span("See ") decoration={color: "#1F1F1F", type: TextDecorationType.None} fontColor="#1F1F1F" ' +
    'fontFamily="HarmonyOS Sans" fontSize=16 fontStyle=FontStyle.Normal fontWeight="normal" onClick ' +
    'textBackgroundStyle={color: "#00000000", radius: 3}',
  '        Span("docs") decoration={color: "#2F6FD0", type: TextDecorationType.Underline} fontColor="#2F6FD0" ' +
    'fontFamily="HarmonyOS Sans" fontSize=16 fontStyle=FontStyle.Normal fontWeight="normal" onClick ' +
    'textBackgroundStyle={color: "#00000000", radius: 3}',
  '        Span(" and ") decoration={color: "#1F1F1F", type: TextDecorationType.None} fontColor="#1F1F1F" ' +
    'fontFamily="HarmonyOS Sans" fontSize=16 fontStyle=FontStyle.Normal fontWeight="normal" onClick ' +
    'textBackgroundStyle={color: "#00000000", radius: 3}',
  '        Span("x") decoration={color: "#1F1F1F", type: TextDecorationType.None} fontColor="#B03A2E" ' +
    'fontFamily="monospace" fontSize=14 fontStyle=FontStyle.Normal fontWeight="normal" onClick ' +
    'textBackgroundStyle={color: "#F2F2F2", radius: 3}',
  '        Span(".") decoration={color: "#1F1F1F", type: TextDecorationType.None} fontColor="#1F1F1F" ' +
    'fontFamily="HarmonyOS Sans" fontSize=16 fontStyle=FontStyle.Normal fontWeight="normal" onClick ' +
    'textBackgroundStyle={color: "#00000000", radius: 3}',
].join('\n');
export const TABLE_GOLDEN = [
  '<MarkdownBlockView>',
  '  Column alignItems=HorizontalAlign.Start width="100%"',
  '    <MarkdownTableView>',
  '      Scroll align=Alignment.TopStart scrollBar=BarState.Auto scrollable=ScrollDirection.Horizontal width="100%"',
  '        Column alignItems=HorizontalAlign.Start border={color: "#DDDDDD", width: 1}',
  '          Row backgroundColor="#F3F3F3" border={color: "#DDDDDD", width: {bottom: 1}}',
  '            Column alignItems=HorizontalAlign.Start border={color: "#DDDDDD", width: {right: 1}} ' +
    'padding={bottom: 6, left: 8, right: 8, top: 6} width=50',
  '              <MarkdownInlineText>',
  '                Text',
  '                  Span("name") decoration={color: "#1F1F1F", type: TextDecorationType.None} ' +
    'fontColor="#1F1F1F" fontFamily="HarmonyOS Sans" fontSize=15 fontStyle=FontStyle.Normal fontWeight="bold" ' +
    'onClick textBackgroundStyle={color: "#00000000", radius: 3}',
  '            Column alignItems=HorizontalAlign.End border={color: "#DDDDDD", width: {right: 1}} ' +
    'padding={bottom: 6, left: 8, right: 8, top: 6} width=67',
  '              <MarkdownInlineText>',
  '                Text',
  '                  Span("中文列") decoration={color: "#1F1F1F", type: TextDecorationType.None} ' +
    'fontColor="#1F1F1F" fontFamily="HarmonyOS Sans" fontSize=15 fontStyle=FontStyle.Normal fontWeight="bold" ' +
    'onClick textBackgroundStyle={color: "#00000000", radius: 3}',
  '          Row backgroundColor="#00000000" border={color: "#DDDDDD", width: {bottom: 1}}',
  '            Column alignItems=HorizontalAlign.Start border={color: "#DDDDDD", width: {right: 1}} ' +
    'padding={bottom: 6, left: 8, right: 8, top: 6} width=50',
  '              <MarkdownInlineText>',
  '                Text',
  '                  Span("1") decoration={color: "#1F1F1F", type: TextDecorationType.None} fontColor="#1F1F1F" ' +
    'fontFamily="HarmonyOS Sans" fontSize=15 fontStyle=FontStyle.Normal fontWeight="normal" onClick ' +
    'textBackgroundStyle={color: "#00000000", radius: 3}',
  '            Column alignItems=HorizontalAlign.End border={color: "#DDDDDD", width: {right: 1}} ' +
    'padding={bottom: 6, left: 8, right: 8, top: 6} width=67',
  '              <MarkdownInlineText>',
  '                Text',
  '                  Span("b") decoration={color: "#2F6FD0", type: TextDecorationType.Underline} ' +
    'fontColor="#2F6FD0" fontFamily="HarmonyOS Sans" fontSize=15 fontStyle=FontStyle.Normal fontWeight="normal" ' +
    'onClick textBackgroundStyle={color: "#00000000", radius: 3}',
].join('\n');
