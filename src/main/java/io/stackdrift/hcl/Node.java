package io.stackdrift.hcl;

/**
 * A node of a parsed expression: plain data, as hclsyntax's expression types are. What a node
 * evaluates to is the evaluator's ({@code io.stackdrift.eval}), one dispatch over these types.
 */
public sealed interface Node permits BinaryNode, CallNode, ConditionalNode, ForNode, LiteralNode, ObjectNode,
    ParenNode, SplatItemNode, SplatNode, TemplateForNode, TemplateIfNode, TemplateNode, TraversalNode, TupleNode,
    UnaryNode, VariableNode {
  Span span();
}
